/// The symbol names a display list may use in `.symbol` commands: the renderer's built-in set
/// (AfterglowRender's `SymbolLibrary` draws exactly these; a test keeps the two equal). The core
/// knows the names so template lint can report an unknown symbol without the renderer.
public enum SymbolCatalog {
    public static let names: Set<String> = [
        "bag.fill", "banknote", "basketball", "bell.fill", "bicycle", "bolt.fill", "camera.fill", "car.fill",
        "checkmark", "clock", "figure.run", "figure.walk", "flame.fill", "flashlight.off.fill", "fork.knife",
        "heart.fill", "location.fill", "lock.fill", "message.fill", "pause.fill", "person.fill", "play.fill",
        "soccerball", "sportscourt", "timer",
    ]
}
