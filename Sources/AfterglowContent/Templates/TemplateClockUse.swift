extension ActivityTemplate {
    /// Whether what the template shows changes with the clock alone: a timer, a progress bar over a
    /// date interval, or a date shown relative to now. A scene showing only templates without any
    /// needs no re-layout until its content changes.
    public var readsTheClock: Bool {
        layouts.values.contains { root in
            root.allNodes.contains { node in
                switch node.kind {
                case .timer: return true
                case .progress(let source, _, _, _):
                    if case .interval = source { return true }
                    return false
                default: return node.bindings.contains { $0.format == .relative }
                }
            }
        }
    }
}
