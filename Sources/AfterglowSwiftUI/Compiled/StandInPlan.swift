import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// What the compiled path generates for names the developer's folder uses but does not declare
/// (an app module's types, an SDK's attributes, a localisation helper), learnt from the compiler's
/// errors one build at a time and rendered into one extra source file.
///
/// A name starts as what its first error says — a type ("cannot find type 'X'") or, capitalised
/// and used as a value, a namespace of constants — and then becomes what later errors show it is:
/// a type constructed with arguments gets initialisers for its call sites; one passed where a
/// `String` is expected (`String(format: LocalizedString("%@"), …)`) becomes a function returning
/// its first argument; one required to conform to a protocol the layer can satisfy (`AppIntent`,
/// `ActivityAttributes`, `Identifiable`) conforms.
struct StandInPlan {
    enum Kind: Equatable { case type, namespace, stringFunction, protocolType }

    private(set) var kinds: [String: Kind] = [:]
    private(set) var order: [String] = []
    private(set) var conformances: [String: [String]] = [:]
    private(set) var memberTypes: [(owner: String, member: String)] = []
    /// Static members an app's extension adds to a colour type (`UIColor.yellow60` from a design
    /// system): drawn as a missing asset colour is, a visible stand-in named after the member.
    private(set) var colourMembers: [(type: String, member: String)] = []
    /// Call sites' argument labels per name ("_" for none), from the developer's sources.
    let callSites: [String: [[String]]]

    /// Each declared type's inherited names and nested types (simple names), from the sources.
    let inheritance: InheritanceClauses
    /// Protocol stand-ins whose adopters need them to be `Codable` and `Hashable` (an SDK's
    /// protocol refining them, adopted by an `ActivityAttributes` or its `ContentState`).
    private(set) var codableProtocols: Set<String> = []

    init(sources: [String]) {
        callSites = CallSiteLabels.collect(sources)
        inheritance = InheritanceClauses.collect(sources)
    }

    /// The protocols a stand-in can be made to satisfy, and how.
    static let satisfiable: Set<String> = ["AppIntent", "LiveActivityIntent", "ActivityAttributes", "Identifiable", "AlarmMetadata"]

    var isEmpty: Bool { order.isEmpty && memberTypes.isEmpty && colourMembers.isEmpty }

    /// Learns from one build's errors; returns what changed (for `import --json`'s stand-in list),
    /// empty when nothing new was learnt (another build would fail the same way).
    mutating func learn(from errors: [CompiledWidgetBuilder.CompilerError]) -> [String] {
        var changes: [String] = []
        let missing = MissingTypeStandIns.missing(in: errors)
        for t in missing.types where kinds[t] == nil {
            // Adopted by a struct, an enum or a protocol of the folder: it can only be a protocol.
            if inheritance.adoptedByValueTypes.contains(t) {
                add(t, .protocolType); changes.append("protocol \(t): an empty stand-in protocol (the folder's types adopt it; it does not declare it)")
                continue
            }
            add(t, .type); changes.append("type \(t): a stand-in holding the payload's value for it (the folder does not declare it)")
        }
        for n in missing.namespaces where kinds[n] == nil {
            // Called like a type (`PauseIntent(alarmID: id)`): a type with those initialisers.
            let kind: Kind = (callSites[n]?.isEmpty == false) ? .type : .namespace
            add(n, kind)
            changes.append(kind == .type ? "type \(n): a stand-in built as its call sites build it (the folder does not declare it)"
                                         : "\(n): a namespace whose members are placeholders (the folder does not declare it)")
        }
        for e in errors {
            let m = e.message
            // A class adopting a stand-in type as a protocol only (`class A: NSObject, SDKDelegate`).
            if let n = MissingTypeStandIns.quoted(m, after: "inheritance from non-protocol type '"), kinds[n] == .type {
                kinds[n] = .protocolType; changes.append("protocol \(n): adopted, so a stand-in protocol")
            }
            // A type adopting a stand-in protocol misses what that protocol refines on Apple's side
            // (OneSignal's attributes protocols refine `ActivityAttributes`' `Codable & Hashable`).
            if let (t, p) = Self.conformance(in: m), ["Decodable", "Encodable", "Hashable", "Equatable", "ActivityAttributes"].contains(p) {
                let adopted = ([t] + inheritance.nested[t, default: []]).flatMap { inheritance.inherited[$0, default: []] }
                for q in adopted where kinds[q] == .protocolType && !codableProtocols.contains(q) {
                    codableProtocols.insert(q); changes.append("protocol \(q): refines Codable and Hashable (its adopters need them)")
                }
            }
            // `Donut.ID` where `Donut` is a stand-in: a member type of stand-in values.
            if let member = MissingTypeStandIns.quoted(m, after: "'"), m.contains("' is not a member type of "),
               let owner = Self.lastQuotedName(m), kinds[owner] == .type,
               !memberTypes.contains(where: { $0 == (owner, member) }) {
                memberTypes.append((owner, member)); changes.append("type \(owner).\(member): a stand-in value type")
            }
            // A constructed namespace: make it a type.
            if let n = MissingTypeStandIns.quoted(m, after: "'"), m.hasSuffix("cannot be constructed because it has no accessible initializers"),
               kinds[n] == .namespace {
                kinds[n] = .type; changes.append("type \(n): constructed, so a stand-in type")
            }
            // A called stand-in used as text: a localisation-style function returning its argument.
            if let n = MissingTypeStandIns.quoted(m, after: "cannot convert value of type '"), kinds[n] == .type,
               m.contains("to expected argument type 'String'") || m.contains("to specified type 'String'") || m.contains("to type 'String'"),
               callSites[n]?.isEmpty == false {
                kinds[n] = .stringFunction; changes.append("\(n)(…): a function returning its first argument as text (the folder does not declare it)")
            }
            // An app extension's colour (`Color.brandBlue`, `UIColor.yellow60`).
            if let t = MissingTypeStandIns.quoted(m, after: "type '"), ["Color", "UIColor"].contains(t),
               let member = MissingTypeStandIns.quoted(m, after: "has no member '"),
               !colourMembers.contains(where: { $0 == (t, member) }) {
                colourMembers.append((t, member)); changes.append("colour \(t).\(member): an app extension's colour, drawn in a stand-in colour")
            }
            // Required conformances the layer can satisfy.
            if let (t, p) = Self.conformance(in: m), kinds[t] == .type || kinds[t] == .namespace, Self.satisfiable.contains(p),
               !(conformances[t] ?? []).contains(p) {
                kinds[t] = .type  // a namespace required to conform is a type (`X.self` passed as attributes)
                conformances[t, default: []].append(p); changes.append("type \(t): conforms to \(p) as a stand-in")
            }
        }
        return changes
    }

    /// What stands in for what, as it ended up (for `import --json`).
    var descriptions: [String] {
        var out: [String] = []
        for name in order {
            let conforms = (conformances[name] ?? []).isEmpty ? "" : ", conforming to " + conformances[name]!.joined(separator: ", ")
            switch kinds[name]! {
            case .type:
                let built = (callSites[name] ?? []).contains { !$0.isEmpty } ? ", built as its call sites build it" : ""
                out.append("type \(name): a stand-in holding the payload's value for it\(built)\(conforms) (the folder does not declare it)")
            case .namespace: out.append("\(name): a namespace whose members are placeholders (the folder does not declare it)")
            case .stringFunction: out.append("\(name)(…): a function returning its first argument as text (the folder does not declare it)")
            case .protocolType:
                out.append("protocol \(name): a stand-in protocol\(codableProtocols.contains(name) ? " refining Codable and Hashable" : "") (the folder's types adopt it; it does not declare it)")
            }
        }
        for (owner, member) in memberTypes { out.append("type \(owner).\(member): a stand-in value type") }
        for (type, member) in colourMembers { out.append("colour \(type).\(member): an app extension's colour, drawn in a stand-in colour") }
        return out
    }

    private mutating func add(_ name: String, _ kind: Kind) { kinds[name] = kind; order.append(name) }

    /// "'X' does not conform to protocol 'P'", "requires that 'X' conform to 'P'",
    /// "argument type 'X' does not conform to expected type 'P'".
    static func conformance(in m: String) -> (String, String)? {
        for (lead, mid) in [("requires that '", "' conform to '"), ("type '", "' does not conform to protocol '"),
                            ("argument type '", "' does not conform to expected type '")] {
            guard let r = m.range(of: lead) else { continue }
            let rest = m[r.upperBound...]
            guard let mr = rest.range(of: mid) else { continue }
            let t = String(rest[..<mr.lowerBound]), after = rest[mr.upperBound...]
            guard let end = after.firstIndex(of: "'") else { continue }
            let p = String(after[..<end])
            let simple = t.split(separator: ".").last.map(String.init) ?? t
            guard simple.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            return (simple, p)
        }
        return nil
    }

    static func lastQuotedName(_ m: String) -> String? {
        let parts = m.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let last = String(parts[parts.count - 2])
        return last.split(separator: ".").last.map(String.init)
    }

    /// The extra source file.
    func render() -> String {
        guard !isEmpty else { return "" }
        // The layer's modules (the developer's files import what they use; this file needs these).
        var out = "import Foundation\nimport SwiftUI\nimport ActivityKit\nimport AppIntents\n"
        if conformances.values.contains(where: { $0.contains("AlarmMetadata") }) { out += "import AlarmKit\n" }
        out += MissingTypeStandIns.valueType
        out += Self.anyCodableAccessors
        // `Text(order.title)` where `order` is a stand-in: the payload's text, as a String would show.
        out += "extension Text { @_disfavoredOverload public init(_ value: _AfterglowStandInValue) { self.init(verbatim: value.description) } }\n"
        for name in order {
            switch kinds[name]! {
            case .type: out += MissingTypeStandIns.structStandIn(name, inits: initialisers(name))
            case .namespace: out += MissingTypeStandIns.namespaceStandIn(name)
            case .stringFunction: out += stringFunctions(name)
            case .protocolType: out += "public protocol \(name)\(codableProtocols.contains(name) ? ": Codable, Hashable" : "") {}\n"
            }
        }
        for (type, member) in colourMembers {
            out += type == "Color" ? "extension Color { public static var \(member): Color { Color(\"\(member)\") } }\n"
                                   : "extension UIColor { public static var \(member): UIColor { UIColor(Color(\"\(member)\")) } }\n"
        }
        for (owner, member) in memberTypes where kinds[owner] == .type {
            out += "extension \(owner) { public typealias \(member) = _AfterglowStandInValue }\n"
        }
        for name in order where kinds[name] == .type {
            for p in conformances[name] ?? [] {
                switch p {
                case "AppIntent", "LiveActivityIntent":
                    out += "extension \(name): \(p) { public static var title: LocalizedStringResource { \"\(name)\" } }\n"
                case "ActivityAttributes":
                    let has = memberTypes.contains { $0 == (name, "ContentState") }
                    out += "extension \(name): ActivityAttributes {\(has ? "" : " public typealias ContentState = _AfterglowStandInValue") }\n"
                case "AlarmMetadata":
                    // An alarm's metadata type from the app or another package (AlarmKit's
                    // `AlarmAttributes<Metadata>`): the stand-in is already Codable, Hashable, Sendable.
                    out += "extension \(name): AlarmMetadata {}\n"
                case "Identifiable":
                    out += "extension \(name): Identifiable { public var id: _AfterglowStandInValue { _value[dynamicMember: \"id\"] } }\n"
                default: break
                }
            }
        }
        return out
    }

    /// The accessors SDKs' dictionaries of `AnyCodable` values offer (OneSignal's
    /// `DefaultLiveActivityAttributes`: `data["title"]?.asDict()?["en"]?.asString()`), on every stand-in
    /// value: an optional subscript for `?.` chains, and typed reads of the payload's value (nil when
    /// the payload holds none, so the developer's own fallback shows).
    static let anyCodableAccessors = """
    extension _AfterglowStandInValue {
        @_disfavoredOverload public subscript(key: String) -> _AfterglowStandInValue? { members?[key] }
        @_disfavoredOverload public subscript(index: Int) -> _AfterglowStandInValue? { elements.flatMap { $0.indices.contains(index) ? $0[index] : nil } }
        public func asString() -> String? { text }
        public func asInt() -> Int? { text.flatMap { Int($0) ?? Double($0).map { Int($0) } } }
        public func asDouble() -> Double? { text.flatMap { Double($0) } }
        public func asBool() -> Bool? { text.map { $0 == "true" || $0 == "1" } }
        public func asDict() -> [String: _AfterglowStandInValue]? { members }
        public func asArray() -> [_AfterglowStandInValue]? { elements }
    }

    """

    /// One generic initialiser per distinct label list at the call sites; a single argument is
    /// kept as the stand-in's value (so `Tag("Hot")` still reads "Hot").
    func initialisers(_ name: String) -> String {
        var out = ""
        for labels in callSites[name] ?? [] where !labels.isEmpty {
            let generics = labels.indices.map { "A\($0)" }.joined(separator: ", ")
            let params = labels.enumerated().map { i, l in "\(l) a\(i): A\(i)" }.joined(separator: ", ")
            let keep = labels.count == 1 ? " _value.text = \"\\(a0)\" " : " "
            out += "    public init<\(generics)>(\(params)) {\(keep)}\n"
        }
        return out
    }

    func stringFunctions(_ name: String) -> String {
        var out = ""
        for labels in callSites[name] ?? [] where !labels.isEmpty {
            let generics = labels.indices.dropFirst().map { "A\($0)" }
            let params = labels.enumerated().map { i, l in i == 0 ? "\(l) a0: String" : "\(l) a\(i): A\(i)" }.joined(separator: ", ")
            out += "public func \(name)\(generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>")(\(params)) -> String { a0 }\n"
        }
        return out
    }
}

/// Argument labels of every call `Name(…)` in the sources, per capitalised name ("_" for an
/// unlabelled argument and for trailing closures), each distinct list once.
enum CallSiteLabels {
    static func collect(_ sources: [String]) -> [String: [[String]]] {
        let v = Visitor(viewMode: .sourceAccurate)
        for s in sources { v.walk(Parser.parse(source: s)) }
        return v.found
    }

    final class Visitor: SyntaxVisitor {
        var found: [String: [[String]]] = [:]
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true {
                var labels = node.arguments.map { $0.label?.text ?? "_" }
                if node.trailingClosure != nil { labels.append("_") }
                for _ in node.additionalTrailingClosures { labels.append("_") }
                let name = ref.baseName.text
                if !(found[name] ?? []).contains(labels) { found[name, default: []].append(labels) }
            }
            return .visitChildren
        }
    }
}

/// Inheritance clauses of the folder's type declarations: which names each type adopts, which
/// types are nested in which, and the names adopted by value types and protocols (which can only
/// be protocols).
struct InheritanceClauses {
    var inherited: [String: [String]] = [:]
    var nested: [String: [String]] = [:]
    var adoptedByValueTypes: Set<String> = []

    static func collect(_ sources: [String]) -> InheritanceClauses {
        let v = Visitor(viewMode: .sourceAccurate)
        for s in sources { v.walk(Parser.parse(source: s)) }
        return v.found
    }

    final class Visitor: SyntaxVisitor {
        var found = InheritanceClauses()
        var outer: [String] = []
        func enter(_ name: String, _ clause: InheritanceClauseSyntax?, valueType: Bool) {
            let names = clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
            found.inherited[name, default: []] += names
            if valueType { found.adoptedByValueTypes.formUnion(names) }
            if let o = outer.last { found.nested[o, default: []].append(name) }
            outer.append(name)
        }
        override func visit(_ n: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(n.name.text, n.inheritanceClause, valueType: true); return .visitChildren }
        override func visitPost(_ n: StructDeclSyntax) { outer.removeLast() }
        override func visit(_ n: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(n.name.text, n.inheritanceClause, valueType: true); return .visitChildren }
        override func visitPost(_ n: EnumDeclSyntax) { outer.removeLast() }
        override func visit(_ n: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(n.name.text, n.inheritanceClause, valueType: true); return .visitChildren }
        override func visitPost(_ n: ProtocolDeclSyntax) { outer.removeLast() }
        override func visit(_ n: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(n.name.text, n.inheritanceClause, valueType: false); return .visitChildren }
        override func visitPost(_ n: ClassDeclSyntax) { outer.removeLast() }
        override func visit(_ n: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(n.name.text, n.inheritanceClause, valueType: true); return .visitChildren }
        override func visitPost(_ n: ActorDeclSyntax) { outer.removeLast() }
    }
}
