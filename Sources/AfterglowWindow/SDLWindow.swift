import AfterglowGeometry
import AfterglowDisplay
import CSDL2
import Foundation

public struct SDLFailure: Error, CustomStringConvertible {
    public let call: String
    public let reason: String
    init(_ call: String) { self.call = call; reason = String(cString: SDL_GetError()) }
    public var description: String { "\(call) failed: \(reason)" }
}

/// The SDL2 window: one streaming ARGB8888 texture for the device screen (the same layout as
/// `PixelBuffer`, so frames upload without conversion, damaged rects only), one for the HUD, and
/// an event wait that sleeps until the next frame deadline.
///
/// Pacing: the emulator's frame scheduler decides *when* a frame exists (the emulated panel's
/// refresh, e.g. 120 Hz interactive, 1 Hz Always On). The window only presents what it is given;
/// with vsync the present lands on the host display's next vblank, so an emulated rate above the
/// host's refresh is shown at the host's rate, and a 1 Hz Always On frame costs one present per
/// second while the loop sleeps in `SDL_WaitEventTimeout`. Must be used from the main thread.
public final class SDLWindow {
    public private(set) var layout: WindowLayout
    public private(set) var devicePixelSize: (width: Int, height: Int)
    public let videoDriver: String
    public let rendererName: String
    public let vsync: Bool
    /// The host display's refresh rate, when SDL knows it.
    public let hostRefreshHz: Double?

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var screenTexture: OpaquePointer
    private var hudTexture: OpaquePointer?
    private var hudSize = (width: 0, height: 0)
    nonisolated(unsafe) private static var wakeEventType: UInt32 = 0

    /// Opens the window. `devicePixels` is the size of the frames `updateScreen` receives.
    public init(title: String, layout: WindowLayout, devicePixels: (width: Int, height: Int), vsync wantVsync: Bool = true) throws {
        self.layout = layout
        devicePixelSize = devicePixels
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLFailure("SDL_Init") }
        _ = SDL_SetHint("SDL_RENDER_SCALE_QUALITY", "best")
        // A click on an unfocused window is still a tap.
        _ = SDL_SetHint("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        let size = layout.windowSize
        let centered = Int32(0x2FFF_0000)   // SDL_WINDOWPOS_CENTERED (a macro Swift cannot import)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height),
                                       SDL_WINDOW_SHOWN.rawValue) else {
            SDL_Quit(); throw SDLFailure("SDL_CreateWindow")
        }
        window = w
        var flags = SDL_RENDERER_ACCELERATED.rawValue
        if wantVsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        // Xvfb and the dummy driver have no GPU: fall back to the software renderer.
        guard let r = SDL_CreateRenderer(w, -1, flags) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(w); SDL_Quit(); throw SDLFailure("SDL_CreateRenderer")
        }
        renderer = r
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        guard let t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(devicePixels.width), Int32(devicePixels.height)) else {
            SDL_DestroyRenderer(r); SDL_DestroyWindow(w); SDL_Quit(); throw SDLFailure("SDL_CreateTexture")
        }
        screenTexture = t
        // The screen's masked corners are transparent: blend them over the bezel-grey background
        // so the device outline shows even when the screen is black (Always On, off).
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        var mode = SDL_DisplayMode()
        hostRefreshHz = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : nil
        _ = SDL_EventState(UInt32(SDL_DROPFILE.rawValue), SDL_ENABLE)
        if Self.wakeEventType == 0 { Self.wakeEventType = SDL_RegisterEvents(1) }
    }

    deinit {
        if let h = hudTexture { SDL_DestroyTexture(h) }
        SDL_DestroyTexture(screenTexture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Changes zoom or HUD visibility; resizes the window.
    public func setLayout(_ l: WindowLayout) {
        layout = l
        let s = l.windowSize
        SDL_SetWindowSize(window, Int32(s.width), Int32(s.height))
    }

    /// Uploads a frame; with `damage`, only those rects (SDL_UpdateTexture with a rect, the
    /// buffer's full row pitch), otherwise the whole texture.
    public func updateScreen(_ buffer: PixelBuffer, damage: [PixelRect]?) {
        precondition(buffer.width == devicePixelSize.width && buffer.height == devicePixelSize.height, "frame size differs from the texture")
        buffer.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            guard let damage else {
                SDL_UpdateTexture(screenTexture, nil, base, Int32(buffer.strideBytes)); return
            }
            for d in damage {
                let x = max(0, d.x), y = max(0, d.y)
                let w = min(buffer.width, d.x + d.width) - x, h = min(buffer.height, d.y + d.height) - y
                guard w > 0, h > 0 else { continue }
                var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
                SDL_UpdateTexture(screenTexture, &rect, base + (y * buffer.width + x) * 4, Int32(buffer.strideBytes))
            }
        }
    }

    /// Frames changed size (StandBy turns the phone to landscape): a new texture, and the window
    /// re-laid out for `screenPt`.
    public func resizeScreen(devicePixels: (width: Int, height: Int), screenPt: Size) throws {
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(devicePixels.width), Int32(devicePixels.height)) else { throw SDLFailure("SDL_CreateTexture") }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_DestroyTexture(screenTexture)
        screenTexture = t
        devicePixelSize = devicePixels
        var l = layout
        l.screenPt = screenPt
        setLayout(l)
    }

    /// Uploads the HUD column (already rendered at the window's zoom).
    public func updateHUD(_ buffer: PixelBuffer) {
        if hudTexture == nil || hudSize != (buffer.width, buffer.height) {
            if let h = hudTexture { SDL_DestroyTexture(h) }
            hudTexture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                           Int32(buffer.width), Int32(buffer.height))
            hudSize = (buffer.width, buffer.height)
        }
        guard let h = hudTexture else { return }
        _ = buffer.pixels.withUnsafeBytes { SDL_UpdateTexture(h, nil, $0.baseAddress, Int32(buffer.strideBytes)) }
    }

    /// Draws the textures and presents (blocking until vblank when vsync is on).
    public func present() {
        SDL_SetRenderDrawColor(renderer, 44, 44, 46, 255)
        SDL_RenderClear(renderer)
        var dst = sdlRect(layout.screenRect)
        SDL_RenderCopy(renderer, screenTexture, nil, &dst)
        if let h = hudTexture, let r = layout.hudRect {
            // The HUD texture may be taller than the window (a long key list): show its top.
            var src = SDL_Rect(x: 0, y: 0, w: Int32(hudSize.width), h: Int32(min(hudSize.height, r.height)))
            var hd = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: src.h)
            SDL_RenderCopy(renderer, h, &src, &hd)
        }
        SDL_RenderPresent(renderer)
    }

    /// Waits for events until `timeoutMs` passes (0: just drain), then returns everything pending.
    public func waitEvents(timeoutMs: Int) -> [RawWindowEvent] {
        var out: [RawWindowEvent] = []
        var e = SDL_Event()
        if SDL_WaitEventTimeout(&e, Int32(max(0, min(timeoutMs, Int(Int32.max))))) == 1, let r = convert(&e) { out.append(r) }
        while SDL_PollEvent(&e) == 1 { if let r = convert(&e) { out.append(r) } }
        return out
    }

    /// Wakes a `waitEvents` from any thread (SDL_PushEvent is thread-safe).
    public static func wake() {
        guard wakeEventType != 0 else { return }
        var e = SDL_Event()
        e.type = wakeEventType
        _ = SDL_PushEvent(&e)
    }

    /// The window's composited pixels as last presented (SDL_RenderReadPixels), for tests.
    public func readWindowPixels() -> PixelBuffer? {
        let s = layout.windowSize
        var buf = PixelBuffer(width: s.width, height: s.height)
        let rc = buf.pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(s.width * 4))
        }
        return rc == 0 ? buf : nil
    }

    private func convert(_ e: inout SDL_Event) -> RawWindowEvent? {
        let t = Double(e.common.timestamp) / 1000
        switch e.type {
        case SDL_QUIT.rawValue: return .quit
        case SDL_KEYDOWN.rawValue:
            let shift = (UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            return .keyDown(keycode: e.key.keysym.sym, shift: shift, repeated: e.key.repeat != 0)
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.button == 1:
            return .mouseDown(x: Int(e.button.x), y: Int(e.button.y), time: t)
        case SDL_MOUSEBUTTONUP.rawValue where e.button.button == 1:
            return .mouseUp(x: Int(e.button.x), y: Int(e.button.y), time: t)
        case SDL_MOUSEMOTION.rawValue where e.motion.state & 1 != 0:
            return .mouseMove(x: Int(e.motion.x), y: Int(e.motion.y), time: t)
        case SDL_DROPFILE.rawValue:
            guard let f = e.drop.file else { return nil }
            defer { SDL_free(f) }
            return .dropFile(String(cString: f))
        case Self.wakeEventType: return .wake
        default: return nil
        }
    }

    /// Milliseconds since SDL started, the timeline of event times.
    public static var ticksSeconds: Double { Double(SDL_GetTicks64()) / 1000 }

    private func sdlRect(_ r: PixelRect) -> SDL_Rect { SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height)) }
}
