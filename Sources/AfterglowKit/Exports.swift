// `import AfterglowKit` keeps giving every front end the whole core: the lower targets, split
// along the data flow (docs/ARCHITECTURE.md › Modules), are re-exported from the top.
@_exported import AfterglowTime
@_exported import AfterglowGeometry
@_exported import AfterglowDevices
@_exported import AfterglowDisplay
@_exported import AfterglowSensing
@_exported import AfterglowGestures
@_exported import AfterglowPayloads
@_exported import AfterglowEvents
@_exported import AfterglowPower
@_exported import AfterglowContent
@_exported import AfterglowScene
@_exported import AfterglowMotion
@_exported import AfterglowLint
@_exported import AfterglowScheduler
@_exported import AfterglowEmulator
