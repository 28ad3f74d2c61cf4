import AfterglowContent

// SwiftUI's preferences: values a subtree hands up to an ancestor. The layer lowers a view tree
// top-down once, so a preference is gathered while the subtree it is set in lowers, and the
// ancestor that reads it (`overlayPreferenceValue`, `backgroundPreferenceValue`) builds its
// content from the gathered value afterwards — what SwiftUI draws for a static widget. A change
// callback (`onPreferenceChange`) can only set state, which a widget's single render never reads.

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension _LoweringContext {
    /// Lowers `body` while gathering the values of `key` set inside it (reduced in tree order), and
    /// hands the gathered value on to the enclosing gatherer as SwiftUI's tree does.
    func gathering<K: PreferenceKey>(_ key: K.Type, _ body: () -> [TemplateNode]) -> ([TemplateNode], K.Value) {
        let id = ObjectIdentifier(key)
        let outer = preferenceValues[id]
        preferenceValues[id] = nil
        let nodes = body()
        let gathered = (preferenceValues[id] as? K.Value) ?? K.defaultValue
        if let outer = outer as? K.Value {
            var v = outer
            K.reduce(value: &v) { gathered }
            preferenceValues[id] = v
        }
        return (nodes, gathered)
    }

    func setPreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        let id = ObjectIdentifier(key)
        if let current = preferenceValues[id] as? K.Value {
            var v = current
            K.reduce(value: &v) { value }
            preferenceValues[id] = v
        } else {
            preferenceValues[id] = value
        }
    }

    func transformPreference<K: PreferenceKey>(_ key: K.Type, _ transform: (inout K.Value) -> Void) {
        let id = ObjectIdentifier(key)
        var v = (preferenceValues[id] as? K.Value) ?? K.defaultValue
        transform(&v)
        preferenceValues[id] = v
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> _NodesModified<Self> {
        _NodesModified(content: self) { nodes, context in context.setPreference(key, value); return nodes }
    }

    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> _NodesModified<Self> {
        _NodesModified(content: self) { nodes, context in context.transformPreference(key, callback); return nodes }
    }

    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> _NodesModified<Self> where K.Value: Equatable {
        _NodesModified(content: self) { nodes, _ in nodes }
    }

    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _NodesModified<Self> {
        _NodesModified(content: self) { nodes, _ in nodes }.withLowering { content, context in
            let (nodes, value) = context.gathering(key) { _lowerView(content, context) }
            guard let o = _one(_lowerView(transform(value), context), alignment, context) else { return nodes }
            return nodes.map { var n = $0; n._addOverlay(o); return n }
        }
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _NodesModified<Self> {
        _NodesModified(content: self) { nodes, _ in nodes }.withLowering { content, context in
            let (nodes, value) = context.gathering(key) { _lowerView(content, context) }
            guard let u = _one(_lowerView(transform(value), context), alignment, context) else { return nodes }
            return nodes.map { var n = $0; n._addUnderlay(u); return n }
        }
    }
}
