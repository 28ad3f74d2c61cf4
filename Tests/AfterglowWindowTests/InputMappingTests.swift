import AfterglowKit
import AfterglowWindow
import Testing

@Suite("Window input mapping")
struct InputMappingTests {
    let layout = WindowLayout(screenPt: Size(width: 393, height: 852), zoom: 0.5)

    @Test func everyIssueKeyIsBound() {
        let wanted: [WindowInput] = [.gesture(.wristRaise), .gesture(.wristDrop), .gesture(.faceUp), .gesture(.faceDown),
                                     .gesture(.pickUp), .lock, .toggleHelp, .toggleHUD, .screenshot, .toggleRecording]
            + ToggleSetting.allCases.map { .toggle($0) }
        let bound = Set(KeyBindings.all.map(\.input))
        for w in wanted { #expect(bound.contains(w), "no key for \(w)") }
        // No key does two things.
        let keys = KeyBindings.all.map { "\($0.keycode)/\(String(describing: $0.shift))" }
        #expect(Set(keys).count == keys.count)
    }

    @Test func keysMapWithShift() {
        #expect(KeyBindings.input(keycode: Int32(UInt8(ascii: "u")), shift: false) == .gesture(.faceUp))
        #expect(KeyBindings.input(keycode: Int32(UInt8(ascii: "/")), shift: true) == .toggleHelp)
        #expect(KeyBindings.input(keycode: Int32(UInt8(ascii: "/")), shift: false) == nil)
        #expect(KeyBindings.input(keycode: 0x4000_003A, shift: false) == .toggleHelp)   // F1
        var m = InputMapper(layout: layout)
        #expect(m.map(.keyDown(keycode: Int32(UInt8(ascii: "d")), shift: false, repeated: true)) == nil)   // auto-repeat ignored
        #expect(m.map(.keyDown(keycode: Int32(UInt8(ascii: "d")), shift: false, repeated: false)) == .gesture(.wristDrop))
    }

    @Test func clickIsATapInScreenPoints() {
        var m = InputMapper(layout: layout)
        #expect(m.map(.mouseDown(x: 100, y: 200, time: 1.0)) == nil)
        #expect(m.map(.mouseUp(x: 101, y: 201, time: 1.1)) == .tap(Point(x: 200, y: 400)))
    }

    @Test func holdFiresOnceWhileHeld() {
        var m = InputMapper(layout: layout)
        _ = m.map(.mouseDown(x: 100, y: 300, time: 5.0))
        #expect(m.nextDeadline == 5.5)
        #expect(m.tick(time: 5.3) == nil)
        #expect(m.tick(time: 5.5) == .longPress(Point(x: 200, y: 600)))
        #expect(m.tick(time: 5.9) == nil)
        #expect(m.map(.mouseUp(x: 100, y: 300, time: 6.0)) == nil)
        #expect(m.nextDeadline == nil)
    }

    @Test func dragDownFromTheTopOpensNotificationCenter() {
        var m = InputMapper(layout: layout)
        _ = m.map(.mouseDown(x: 100, y: 10, time: 0))      // 20 pt from the top
        #expect(m.map(.mouseMove(x: 100, y: 30, time: 0.1)) == nil)
        #expect(m.map(.mouseMove(x: 100, y: 60, time: 0.2)) == .pullDown)   // 100 pt down
        #expect(m.map(.mouseUp(x: 100, y: 80, time: 0.3)) == nil)        // fired once
        // The same drag from mid-screen is nothing.
        _ = m.map(.mouseDown(x: 100, y: 200, time: 1))
        #expect(m.map(.mouseMove(x: 100, y: 300, time: 1.1)) == nil)
        #expect(m.map(.mouseUp(x: 100, y: 300, time: 1.2)) == nil)
    }

    /// Window pixels are 2 per point at zoom 0.5 of a @3x… (the layout's mapping); a drag left of
    /// 60 px here is a swipe of −120 pt once mapped; a mostly vertical drag is not a swipe.
    @Test func aHorizontalDragIsASwipe() {
        var m = InputMapper(layout: layout)
        _ = m.map(.mouseDown(x: 150, y: 300, time: 0))
        guard case .swipe(let p, let dx)? = m.map(.mouseUp(x: 90, y: 304, time: 0.2)) else { Issue.record("not a swipe"); return }
        #expect(dx < 0 && p.x > 0)
        _ = m.map(.mouseDown(x: 150, y: 300, time: 1))
        #expect(m.map(.mouseUp(x: 130, y: 380, time: 1.2)) == nil)
    }

    @Test func hudClicksAndDropsAndQuit() {
        var m = InputMapper(layout: layout)
        let hudX = layout.screenRect.width + 10
        _ = m.map(.mouseDown(x: hudX, y: 100, time: 0))
        #expect(m.map(.mouseUp(x: hudX, y: 100, time: 0.1)) == nil)
        #expect(m.map(.dropFile("/tmp/a.apns")) == .deliver(path: "/tmp/a.apns"))
        #expect(m.map(.quit) == .quit)
        #expect(m.map(.wake) == nil)
    }

    @Test func layoutSizes() {
        #expect(layout.windowSize.width == 197 + 120 && layout.windowSize.height == 426)
        var hidden = layout; hidden.hudVisible = false
        #expect(hidden.windowSize.width == 197 && hidden.hudRect == nil)
        #expect(WindowLayout.fittingZoom(screenPt: Size(width: 393, height: 852)) == 1)
        #expect(WindowLayout.fittingZoom(screenPt: Size(width: 393, height: 852), maxHeightPx: 600) == 0.7)
    }
}
