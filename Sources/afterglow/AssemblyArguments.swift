import AfterglowApp
import ArgumentParser

/// `--scene composed|fallback` (run, bench).
extension EmulatorAssembly.SceneKind: ExpressibleByArgument {}
/// `--renderer cairo|flat` (bench).
extension EmulatorAssembly.RendererKind: ExpressibleByArgument {}
