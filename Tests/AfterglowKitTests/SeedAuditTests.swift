import Foundation
import Testing

/// docs/SEED-AUDIT.md, row by row: a status for every seed figure and rule, a test that exists
/// for every exact row, an argument for every departure, and quotes that are really in the seeds.
@Suite struct SeedAuditTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    struct Row { var id, seed, quote, seedValue, code, codeWhere, test, status: String }

    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: root + "/docs/SEED-AUDIT.md", encoding: .utf8)
        let start = try #require(text.range(of: "| id | seed | quote |"))
        let table = text[start.upperBound...].components(separatedBy: "\n").dropFirst(2).prefix { $0.hasPrefix("| ") }
        return table.map { line in
            // Cells are split on " | "; a quoted "\|" stays inside its cell.
            let cells = line.dropFirst(2).dropLast(2).replacingOccurrences(of: "\\|", with: "\u{1}")
                .components(separatedBy: " | ").map { $0.replacingOccurrences(of: "\u{1}", with: "|") }
            func c(_ i: Int) -> String { i < cells.count ? cells[i].trimmingCharacters(in: .whitespaces) : "" }
            var q = c(2)
            if q.hasPrefix("“") && q.hasSuffix("”") { q = String(q.dropFirst().dropLast()) }
            return Row(id: c(0), seed: String(c(1).prefix(3)), quote: q, seedValue: c(3), code: c(4), codeWhere: c(5), test: c(6), status: c(7))
        }
    }

    /// Parsed once per run (a failure is thrown again by `rows()`): each of the ~150 cases per
    /// test used to re-read the doc.
    static let parsedRows: [Row]? = try? rows()
    static func cachedRows() throws -> [Row] { try parsedRows ?? rows() }

    /// The `struct` and `func` names declared in Tests/, collected once: searching the concatenated
    /// sources (megabytes) twice per row was most of this suite's time.
    static let declaredNames: Set<String> = {
        let e = FileManager.default.enumerator(atPath: root + "/Tests")
        var names = Set<String>()
        while let p = e?.nextObject() as? String {
            guard p.hasSuffix(".swift"), let text = try? String(contentsOfFile: root + "/Tests/" + p, encoding: .utf8) else { continue }
            for keyword in ["struct ", "func "] {
                for part in text.components(separatedBy: keyword).dropFirst() {
                    let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(keyword + name) }
                }
            }
        }
        return names
    }()

    /// Each seed page, whitespace squashed, read once.
    static let squashedPages: [String: String] = {
        guard let dir = seedsDirectory, let files = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [:] }
        var pages: [String: String] = [:]
        for f in files { pages[f] = (try? String(contentsOfFile: dir + "/" + f, encoding: .utf8)).map(squash) }
        return pages
    }()

    static func squash(_ s: String) -> String { s.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// `AFTERGLOW_SEEDS`, else `../shared/seeds` beside the repository, else /work/shared/seeds.
    static var seedsDirectory: String? {
        let env = ProcessInfo.processInfo.environment["AFTERGLOW_SEEDS"]
        let candidates = env.map { [$0] } ?? [root + "/../shared/seeds", "/work/shared/seeds"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Under CI (`CI` set, not false/0: `.ci/run` sets it) the quote check must run.
    static var underCI: Bool {
        let ci = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return !ci.isEmpty && ci != "false" && ci != "0"
    }

    @Test func theTallyInTheDocMatchesItsRows() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 117, "at least as many checkable figures and rules as the first audit counted")
        let text = try String(contentsOfFile: Self.root + "/docs/SEED-AUDIT.md", encoding: .utf8)
        let counts = ["exact", "differs", "absent"].map { s in rows.filter { $0.status == s }.count }
        #expect(text.contains("\(rows.count) rows — \(counts[0]) exact, \(counts[1]) differ, \(counts[2]) absent"))
        #expect(Set(rows.map(\.id)).count == rows.count, "ids are unique")
    }

    @Test("seed audit row", arguments: try! rows().map(\.id))
    func row(id: String) throws {
        let r = try #require(try Self.cachedRows().first { $0.id == id })
        #expect(["exact", "differs", "absent"].contains(r.status), "\(id): status '\(r.status)'")
        #expect(["000", "001", "002", "003", "004"].contains(r.seed), "\(id): seed page")
        #expect(!r.quote.isEmpty && !r.seedValue.isEmpty && !r.code.isEmpty, "\(id): every column filled")
        if r.status == "exact" {
            let parts = r.test.split(separator: ".").map(String.init)
            #expect(parts.count == 2, "\(id): an exact row names its test as Suite.function")
            if parts.count == 2 {
                #expect(Self.declaredNames.contains("struct \(parts[0])") && Self.declaredNames.contains("func \(parts[1])"),
                        "\(id): test \(r.test) exists")
            }
            if !r.seedValue.hasPrefix(">") && r.seedValue.first?.isNumber == true && r.code.first?.isNumber == true {
                #expect(r.seedValue == r.code, "\(id): an exact figure is the seed's figure")
            }
        } else {
            let text = try String(contentsOfFile: Self.root + "/docs/SEED-AUDIT.md", encoding: .utf8)
            let argued = text.components(separatedBy: "\n").filter { $0.hasPrefix("| \(id) |") }.count
            #expect(argued >= 2, "\(id): a \(r.status) row is argued in Departures or Absent")
        }
    }

    /// The quote is really in its seed page. Without the seeds this is skipped, visibly (the
    /// runner lists it as skipped with the reason) — except under CI, where it runs and fails: a CI
    /// that cannot see the seeds has not checked the quotes (issue 30: it used to pass silently).
    @Test("seed audit quote", .enabled(if: seedsDirectory != nil || underCI, "seeds not found beside the repository: set AFTERGLOW_SEEDS"),
          arguments: try! rows().map(\.id))
    func quote(id: String) throws {
        let r = try #require(try Self.cachedRows().first { $0.id == id })
        guard let dir = Self.seedsDirectory else {
            Issue.record("\(id): no seeds directory (AFTERGLOW_SEEDS, ../shared/seeds, /work/shared/seeds) under CI: the quote is unchecked")
            return
        }
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasPrefix(r.seed + "_") })
        let page = try #require(Self.squashedPages[file], "seeds/\(file) is readable")
        #expect(page.contains(Self.squash(r.quote)), "\(id): the quote is in seeds/\(file)")
    }
}
