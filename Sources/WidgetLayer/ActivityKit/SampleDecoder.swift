import Foundation

// Sample values for an attributes type whose sources have no preview: the developer's own
// `Decodable` types are decoded from a decoder that makes values up — strings from the key's
// name, 3 for integers, 0.6 for fractions, false, dates 20 minutes after now (10 minutes before
// when the key names a start: `namesAStart`), valid UUIDs, the
// first case of a `CaseIterable` enum, the first case of an enum without raw values (Swift's
// synthesized `{"case": {…}}` form), two elements per array — and what they encode is a
// state the program is sure to decode. A value the type rejects (an enum's raw value) is tried
// again with the next integer, a few dozen times at most.

public enum _SampleValues {
    /// A value of `T`, or nil when none decodes (an enum with associated values, say).
    public static func make<T: Decodable>(_ type: T.Type) -> T? {
        let tries = _SampleTries()
        for _ in 0..<48 {
            do { return try T(from: _SampleDecoder(path: [], tries: tries)) } catch let e as DecodingError {
                guard case .dataCorrupted(let c) = e else { return nil }
                let key = _SampleDecoder.pathKey(c.codingPath)
                tries.count[key, default: 0] += 1
                if tries.count[key]! > 24 { return nil }
            } catch { return nil }
        }
        return nil
    }
}

final class _SampleTries { var count: [String: Int] = [:] }

struct _SampleKey: CodingKey {
    var stringValue: String, intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

struct _SampleDecoder: Decoder {
    var codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let tries: _SampleTries
    init(path: [CodingKey], tries: _SampleTries) { codingPath = path; self.tries = tries }

    static func pathKey(_ p: [CodingKey]) -> String { p.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") }
    var attempt: Int { tries.count[Self.pathKey(codingPath)] ?? 0 }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(_SampleKeyed<Key>(decoder: self))
    }
    func unkeyedContainer() throws -> UnkeyedDecodingContainer { _SampleUnkeyed(decoder: self) }
    func singleValueContainer() throws -> SingleValueDecodingContainer { _SampleSingle(decoder: self) }

    /// A value for `T` here: special Foundation types, the first case of an enum that lists them,
    /// else `T`'s own `init(from:)` on this decoder.
    func value<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self { return Date().addingTimeInterval(dateOffset) as! T }
        if T.self == UUID.self { return UUID(uuidString: "00000000-0000-4000-8000-00000000000\(attempt % 10)")! as! T }
        if T.self == URL.self { return URL(string: "https://example.com")! as! T }
        if T.self == Data.self { return Data() as! T }
        if T.self == Decimal.self { return Decimal(3) as! T }
        if let cases = T.self as? any CaseIterable.Type {
            func all<C: CaseIterable>(_ c: C.Type) -> [Any] { Array(c.allCases) }
            let list = all(cases)
            if !list.isEmpty, let v = list[attempt % list.count] as? T { return v }
        }
        return try T(from: self)
    }

    var name: String {
        guard let key = codingPath.last(where: { $0.intValue == nil })?.stringValue, !key.isEmpty else { return "Sample" }
        // "driverName" → "Driver Name", "eta_text" → "Eta Text".
        var out = ""
        for ch in key {
            if ch == "_" || ch == "-" { out.append(" "); continue }
            if ch.isUppercase, let last = out.last, last.isLowercase { out.append(" ") }
            out.append(out.isEmpty || out.last == " " ? Character(ch.uppercased()) : ch)
        }
        return out
    }
    /// Seconds from now of a made-up date. The elements of an array of dates — a `ClosedRange<Date>`
    /// or `Range<Date>` is coded as `[lower, upper]` — ascend from 10 minutes before now in steps
    /// of 30 minutes, so a range is never empty (both bounds 20 minutes ahead made Food Truck's
    /// `Text(timerInterval:)` count down from 0:00); other dates as `namesAStart` says.
    var dateOffset: TimeInterval {
        if let index = codingPath.last?.intValue { return -600 + Double(index) * 1800 }
        return namesAStart ? -600 : 1200
    }
    var integer: Int { attempt == 0 ? 3 : attempt <= 3 ? attempt - 1 : attempt }

    /// A date whose key says it begins something (`startDate`, `startedAt`, `createdAt`, `since`,
    /// `from`) is made 10 minutes before now, every other 20 minutes after: the ranges widget code
    /// builds from a pair — `start...end`, `start...Date()`, `Date()...end` — are then all valid
    /// (`ClosedRange` traps on an inverted pair; with every date after now, `startedAt...Date()`
    /// trapped and the activity fell back to the interpreter).
    var namesAStart: Bool {
        guard let key = codingPath.last(where: { $0.intValue == nil })?.stringValue else { return false }
        var words: [String] = [], word = ""
        for ch in key {
            if ch == "_" || ch == "-" || (ch.isUppercase && !word.isEmpty) { if !word.isEmpty { words.append(word.lowercased()) }; word = "" }
            if ch != "_" && ch != "-" { word.append(ch) }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        let starts: Set<String> = ["start", "started", "starts", "starting", "begin", "began", "begins", "beginning", "created", "since", "from", "opened", "issued"]
        return words.contains { starts.contains($0) }
    }
}

struct _SampleKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: _SampleDecoder
    var codingPath: [CodingKey] { decoder.codingPath }
    /// An enum without raw values decodes from a keyed container holding exactly one key, its
    /// case (Swift's synthesized `Codable`); its keys are the compiler's `CodingKeys`, whose names
    /// only the enum knows. One case per attempt, so a case the type rejects is retried with
    /// the next. Other keyed containers (structs, dictionaries) never read `allKeys`.
    var allKeys: [Key] {
        let cases = _enumCodingKeys(Key.self)
        return cases.isEmpty ? [] : [cases[decoder.attempt % cases.count]]
    }
    func contains(_ key: Key) -> Bool { true }
    func child(_ key: Key) -> _SampleDecoder { _SampleDecoder(path: codingPath + [key], tries: decoder.tries) }
    func decodeNil(forKey key: Key) throws -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).value(type) }
    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
        try child(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder { child(key) }
}

struct _SampleUnkeyed: UnkeyedDecodingContainer {
    let decoder: _SampleDecoder
    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { 2 }
    var isAtEnd: Bool { currentIndex >= 2 }
    var currentIndex = 0
    init(decoder: _SampleDecoder) { self.decoder = decoder }
    mutating func next() -> _SampleDecoder {
        defer { currentIndex += 1 }
        return _SampleDecoder(path: codingPath + [_SampleKey(intValue: currentIndex)], tries: decoder.tries)
    }
    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().value(type) }
    mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) throws -> KeyedDecodingContainer<N> { try next().container(keyedBy: type) }
    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { next() }
}

struct _SampleSingle: SingleValueDecodingContainer {
    let decoder: _SampleDecoder
    var codingPath: [CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { decoder.attempt % 2 == 1 }
    func decode(_ type: String.Type) throws -> String { decoder.name }
    func decode(_ type: Double.Type) throws -> Double { 0.6 }
    func decode(_ type: Float.Type) throws -> Float { 0.6 }
    func decode(_ type: Int.Type) throws -> Int { decoder.integer }
    func decode(_ type: Int8.Type) throws -> Int8 { Int8(decoder.integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { Int16(decoder.integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { Int32(decoder.integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { Int64(decoder.integer) }
    func decode(_ type: UInt.Type) throws -> UInt { UInt(decoder.integer) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { UInt8(decoder.integer) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { UInt16(decoder.integer) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { UInt32(decoder.integer) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { UInt64(decoder.integer) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(type) }
}

/// Every case of a `CodingKey` enum without payloads, in declaration order — the keys the
/// compiler synthesizes for an enum's cases — or [] for any other key type. Such an enum is
/// stored as its case index in one byte (none for a single case), and the first index past the
/// last case is the extra inhabitant `Optional` uses for nil, so reading indexes 0, 1, … as
/// `Key?` lists the cases and stops at nil. A key whose `stringValue` does not read back as
/// itself through `init(stringValue:)` is not such an enum and gives [].
public func _enumCodingKeys<Key: CodingKey>(_ type: Key.Type) -> [Key] {
    guard MemoryLayout<Key>.size <= 1, MemoryLayout<Key?>.size == 1 else { return [] }
    var keys: [Key] = []
    for index in 0..<255 {
        guard let key = unsafeBitCast(UInt8(index), to: Key?.self) else { break }
        guard Key(stringValue: key.stringValue)?.stringValue == key.stringValue else { return [] }
        keys.append(key)
    }
    return keys
}
