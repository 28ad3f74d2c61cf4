import AfterglowKit
import AfterglowWindow
import CSDL2
import Foundation
import Testing

/// The real SDL window on SDL's headless "dummy" video driver: texture uploads (whole and damaged
/// rects), composition with the HUD, and the cross-thread wake.
@Suite("SDL window on the dummy driver", .serialized)
struct SDLDummyWindowTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    let layout = WindowLayout(screenPt: Size(width: 40, height: 80), zoom: 1)

    @Test func uploadsFramesAndDamage() throws {
        let w = try SDLWindow(title: "test", layout: layout, devicePixels: (40, 80), vsync: false)
        #expect(w.videoDriver == "dummy")
        var frame = PixelBuffer(width: 40, height: 80, fill: 0xFF20_4060)
        w.updateScreen(frame, damage: nil)
        w.updateHUD(PixelBuffer(width: layout.hudRect!.width, height: 80, fill: 0xFF11_1111))
        w.present()
        let first = try #require(w.readWindowPixels())
        #expect(first[10, 10] == 0xFF20_4060)
        #expect(first[layout.screenRect.width + 5, 10] == 0xFF11_1111)
        // Change the whole buffer but upload only a damaged rect: only it changes on screen.
        frame = PixelBuffer(width: 40, height: 80, fill: 0xFFFF_FFFF)
        w.updateScreen(frame, damage: [PixelRect(x: 0, y: 0, width: 10, height: 10)])
        w.present()
        let second = try #require(w.readWindowPixels())
        #expect(second[5, 5] == 0xFFFF_FFFF)
        #expect(second[20, 40] == 0xFF20_4060)
    }

    @Test func wakeFromAnotherThreadEndsTheWait() throws {
        let w = try SDLWindow(title: "test", layout: layout, devicePixels: (40, 80), vsync: false)
        _ = w.waitEvents(timeoutMs: 0)
        Thread { usleep(20_000); SDLWindow.wake() }.start()
        var events: [RawWindowEvent] = []
        for _ in 0..<100 where !events.contains(.wake) { events += w.waitEvents(timeoutMs: 100) }
        #expect(events.contains(.wake))
    }

    @Test func hidingTheHUDShrinksTheWindow() throws {
        let w = try SDLWindow(title: "test", layout: layout, devicePixels: (40, 80), vsync: false)
        var l = layout; l.hudVisible = false
        w.setLayout(l)
        w.updateScreen(PixelBuffer(width: 40, height: 80, fill: 0xFF00_FF00), damage: nil)
        w.present()
        #expect(w.readWindowPixels()?.width == 40)
    }

    @Test func droppedFileBecomesADelivery() throws {
        let w = try SDLWindow(title: "test", layout: layout, devicePixels: (40, 80), vsync: false)
        _ = w.waitEvents(timeoutMs: 0)
        // What the window system sends on a drop: SDL_DROPFILE with an SDL-allocated path.
        var e = SDL_Event()
        e.type = SDL_DROPFILE.rawValue
        e.drop.file = SDL_strdup("/tmp/order ready.apns")
        #expect(SDL_PushEvent(&e) == 1)
        let events = w.waitEvents(timeoutMs: 100)
        #expect(events.contains(.dropFile("/tmp/order ready.apns")))
        var m = InputMapper(layout: layout)
        #expect(events.compactMap { m.map($0) }.contains(.deliver(path: "/tmp/order ready.apns")))
    }
}
