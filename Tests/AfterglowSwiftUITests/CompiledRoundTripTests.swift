
import AfterglowKit
import Foundation
import Testing
import AfterglowTestSupport
@testable import AfterglowSwiftUI

/// A small widget compiled with the toolchain's swiftc against the widget layer, once per test run
/// (`CompiledFixture.shared`), and driven through the line protocol. Skipped when the layer or swiftc
/// is not there (the layer is built by `swift build`, beside the test runner).
enum CompiledFixture {
    static let source = CompiledWidgetFixture.source

    struct Setup {
        var builder: CompiledWidgetBuilder
        var directory: String
        var first: CompiledWidgetBuilder.Outcome
    }

    /// The one build of the run: a fresh cache directory, the sources written once.
    static let shared: Setup? = {
        guard case .success(var builder) = CompiledWidgetBuilder.standard() else { return nil }
        let (directory, cache) = CompiledWidgetFixture.prepare()
        builder.cacheRoot = cache
        return Setup(builder: builder, directory: directory, first: builder.build(paths: [directory]))
    }()

    static var available: Bool { shared != nil }

    static let attributes = JSONValue.object(JSONObject(["name": .string("Margherita")]))
    static func state(_ status: String, _ minutes: Int) -> JSONValue {
        .object(JSONObject(["status": .string(status), "minutes": .number(Double(minutes))]))
    }

    static func texts(_ node: TemplateNode?) -> [String] {
        guard let node else { return [] }
        var out: [String] = []
        func walk(_ n: TemplateNode) {
            switch n.kind {
            case .text(let source, _):
                out.append(source.segments.map { s -> String in if case .literal(let l) = s { return l }; return "{}" }.joined())
            case .stack(_, let children, _, _): children.forEach(walk)
            default: break
            }
        }
        walk(node)
        return out
    }
}

@Suite(.enabled(if: CompiledFixture.available, "no widget layer beside the test runner, or no swiftc"), .serialized)
struct CompiledRoundTripTests {
    var setup: CompiledFixture.Setup { CompiledFixture.shared! }

    var build: CompiledWidgetBuilder.Build? {
        if case .failed(let errors, let log, _) = setup.first { Issue.record("did not compile: \(errors) \(log.prefix(2000))") }
        return setup.first.build
    }

    @Test func compilesWithStandInsAndRendersTheDevelopersOwnValues() throws {
        let build = try #require(build)
        #expect(build.widgets == ["PizzaLiveActivity"])
        #expect(build.standIns.contains("import PizzaCore dropped (a module neither the toolchain nor the layer has)"))
        #expect(build.standIns.contains { $0.hasPrefix("type Topping:") })
        let widget = CompiledWidget(build: build)
        let described = try widget.describe()
        #expect(described.map(\.type) == ["PizzaAttributes"])
        let r = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes,
                                  state: CompiledFixture.state("Baking", 72), environment: .init())
        // String(format:) ran: the interpreter could not show "1:12".
        #expect(CompiledFixture.texts(r.template.layouts[.lockScreen]) == ["Margherita", "Baking", "1:12"])
        #expect(CompiledFixture.texts(r.template.layouts[.compactLeading]) == ["72"])
    }

    @Test func aSecondBuildOfTheSameSourcesIsACacheHit() throws {
        let first = try #require(build)
        let again = try #require(setup.builder.build(paths: [setup.directory]).build)
        #expect(again.cached)
        #expect(again.hash == first.hash)
        #expect(again.executable == first.executable)
    }

    @Test func aStateTheContentStateCannotDecodeIsADecodingErrorNotACrash() throws {
        let widget = CompiledWidget(build: try #require(build))
        let bad = JSONValue.object(JSONObject(["status": .number(3)]))
        do {
            _ = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: bad, environment: .init())
            Issue.record("rendered a state that does not decode")
        } catch {
            #expect(!error.processFailed)
            #expect(error.message.contains("status") || error.message.contains("minutes"))
        }
        // The process is still the same one and answers.
        _ = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Out", 5), environment: .init())
        #expect(widget.starts == 1)
    }

    @Test func aTrapIsAnErrorWithItsMessageAndTheProcessIsRestarted() throws {
        let widget = CompiledWidget(build: try #require(build))
        do {
            _ = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Boom", 99), environment: .init())
            Issue.record("a trap rendered")
        } catch {
            #expect(error.processFailed)
            #expect(error.message.contains("the oven exploded"), "\(error.message)")
        }
        let r = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Baking", 3), environment: .init())
        #expect(CompiledFixture.texts(r.template.layouts[.lockScreen]).last == "0:03")
        #expect(widget.starts == 2)
    }

    /// `screenshot --widget … --payload FILE`: the payload's own state is the first tried as the
    /// starting state (a made-up one may trap where the real one renders — held-out 3's
    /// jerryliurui built an inverted `ClosedRange` from every made-up time); a payload state that
    /// traps is an error with its message, and the next candidate starts the activity.
    @Test func thePayloadsOwnStateIsTriedFirstAndATrapInItIsAnError() throws {
        _ = try #require(build)
        let interpreted = SwiftUIImporter.importActivities(paths: [setup.directory])
        let given = CompiledImport.GivenState(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Baking", 72))
        let r = CompiledImport.load(paths: [setup.directory], interpreted: interpreted, mode: .auto, builder: setup.builder, given: [given])
        defer { r.widget?.stop() }
        let a = try #require(r.activities["PizzaAttributes"], "\(r.reason)")
        #expect(a.statesFrom == "payload" && a.states.first == given.state)
        #expect(CompiledFixture.texts(a.first.template.layouts[.lockScreen]) == ["Margherita", "Baking", "1:12"])
        #expect(r.path(for: "PizzaAttributes").reason.hasSuffix("starting state from the payload given"))

        // A payload of another activity type is not tried for this one.
        let other = CompiledImport.GivenState(type: "OtherAttributes", attributes: nil, state: CompiledFixture.state("Boom", 99))
        let r2 = CompiledImport.load(paths: [setup.directory], interpreted: interpreted, mode: .auto, builder: setup.builder, given: [other])
        defer { r2.widget?.stop() }
        #expect(r2.activities["PizzaAttributes"].map { $0.statesFrom != "payload" } == true)

        // A payload state that traps: not a crash of the emulator; the reason names the trap when
        // nothing else renders either, and otherwise the next candidate (previews, interpreter) starts it.
        let boom = CompiledImport.GivenState(type: nil, attributes: CompiledFixture.attributes, state: CompiledFixture.state("Boom", 99))
        let r3 = CompiledImport.load(paths: [setup.directory], interpreted: interpreted, mode: .auto, builder: setup.builder, given: [boom])
        defer { r3.widget?.stop() }
        if let started = r3.activities["PizzaAttributes"] {
            #expect(started.statesFrom != "payload")
        } else {
            #expect(r3.reason.contains("payload's state does not render") && r3.reason.contains("the oven exploded"), "\(r3.reason)")
        }
    }

    @Test func anEndlessLoopMeetsTheDeadline() throws {
        let widget = CompiledWidget(build: try #require(build), deadline: 0.5)
        _ = try widget.describe()
        do {
            _ = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Loop", 98), environment: .init())
            Issue.record("an endless loop answered")
        } catch {
            #expect(error.processFailed)
            #expect(error.message.contains("no answer within 0.5 s"))
        }
        _ = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Baking", 3), environment: .init())
    }

    @Test func aCompileErrorNamesTheDevelopersFileLineAndColumn() throws {
        var builder = setup.builder
        builder.standInRetries = 0
        let dir = setup.directory + "-broken"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let broken = CompiledFixture.source.replacingOccurrences(of: "Text(context.attributes.name)\n", with: "Text(context.attributes.nmae)\n")
        try broken.write(toFile: dir + "/Broken.swift", atomically: true, encoding: .utf8)
        guard case .failed(let errors, _, _) = builder.build(paths: [dir]) else { Issue.record("a broken file compiled"); return }
        let e = try #require(errors.first { $0.message.contains("nmae") })
        #expect(e.file == dir + "/Broken.swift")
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.contains("attributes.nmae") }!
        #expect(e.line == index + 1)
        // The compiler points at the member or its dot: the developer's column either way.
        let text = String(lines[index])
        let member = text.distance(from: text.startIndex, to: text.range(of: "nmae")!.lowerBound) + 1
        #expect(e.column == member || e.column == member - 1)
    }
}

/// The incremental compile behind `run --widget`'s saves (IncrementalCompile): a save of one file
/// recompiles that file's object and relinks; the cache and the remembered stand-ins make the rest
/// no compile at all. Deterministic: what was recompiled is read from the objects the driver wrote.
@Suite(.enabled(if: CompiledFixture.available, "no widget layer beside the test runner, or no swiftc"), .serialized)
struct IncrementalCompileTests {
    /// A fresh cache (so the first build compiles every file), the fixture and a second file (an
    /// extension of the widget's attributes: a file nothing reaches would be left out as another
    /// target's, `TargetMembership`).
    func fresh() throws -> (builder: CompiledWidgetBuilder, dir: String, helper: String) {
        var builder = CompiledFixture.shared!.builder
        let root = NSTemporaryDirectory() + "afterglow-incremental-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        builder.cacheRoot = root + "/cache"
        let dir = root + "/src"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try CompiledFixture.source.write(toFile: dir + "/PizzaLiveActivity.swift", atomically: true, encoding: .utf8)
        let helper = dir + "/Helper.swift"
        try "extension PizzaAttributes { static func pizzaHelperValue() -> Int {\n    42\n} }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        return (builder, dir, helper)
    }

    @Test func aSaveOfOneFileRecompilesOnlyThatFileKeepsItsStandInsAndRuns() throws {
        let (builder, dir, helper) = try fresh()
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        let first = try #require(builder.build(paths: [dir]).build)
        #expect(!first.cached)
        // The fixture needs a stand-in (`Topping`, from the app module it imports).
        #expect(first.standIns.contains { $0.hasPrefix("type Topping:") })
        // A cold build compiled every input: the two files, the entry and the stand-ins.
        #expect(Set(first.recompiled).isSuperset(of: [IncrementalCompile.inputName(for: helper), IncrementalCompile.inputName(for: dir + "/PizzaLiveActivity.swift")]))

        try "extension PizzaAttributes { static func pizzaHelperValue() -> Int {\n    43 // saved\n} }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        let saved = try #require(builder.build(paths: [dir]).build)
        #expect(!saved.cached)
        #expect(saved.hash != first.hash)
        // Only the saved file's object; the widget file, the entry and the stand-ins kept theirs.
        #expect(saved.recompiled == [IncrementalCompile.inputName(for: helper)])
        #expect(saved.standIns == first.standIns)
        let widget = CompiledWidget(build: saved)
        defer { widget.stop() }
        let r = try widget.render(type: "PizzaAttributes", attributes: CompiledFixture.attributes, state: CompiledFixture.state("Baking", 72), environment: .init())
        #expect(CompiledFixture.texts(r.template.layouts[.lockScreen]) == ["Margherita", "Baking", "1:12"])

        // The same sources again: the cache, nothing compiled.
        let again = try #require(builder.build(paths: [dir]).build)
        #expect(again.cached)
        #expect(again.hash == saved.hash)
        #expect(again.recompiled.isEmpty)

        // Back to the first text (an undo): the first build, found though it needed a stand-in
        // (its sources' own hash resolves to the build with the stand-in), no compile.
        try "extension PizzaAttributes { static func pizzaHelperValue() -> Int {\n    42\n} }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        let back = try #require(builder.build(paths: [dir]).build)
        #expect(back.cached)
        #expect(back.hash == first.hash)
        #expect(back.standIns == first.standIns)
    }

    @Test func aSaveWithAnErrorNamesTheFileAndTheNextSaveBuildsAgain() throws {
        let (builder, dir, helper) = try fresh()
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        _ = try #require(builder.build(paths: [dir]).build)
        // Line 2, column 5: `undefinedThing` (a hand count of the text below).
        try "extension PizzaAttributes { static func pizzaHelperValue() -> Int {\n    undefinedThing\n} }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        guard case .failed(let errors, _, _) = builder.build(paths: [dir]) else { Issue.record("an error compiled"); return }
        let e = try #require(errors.first { $0.message.contains("undefinedThing") })
        #expect(e.file == helper)
        #expect(e.line == 2)
        #expect(e.column == 5)
        try "extension PizzaAttributes { static func pizzaHelperValue() -> Int {\n    7\n} }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        let fixed = try #require(builder.build(paths: [dir]).build)
        #expect(!fixed.cached)
        #expect(fixed.recompiled.contains(IncrementalCompile.inputName(for: helper)))
        #expect(fixed.standIns.contains { $0.hasPrefix("type Topping:") })
    }
}

/// The driver's remarks read back (no compiler needed): the lines below are swift-driver 6.3.1's own
/// `-driver-show-incremental` output for a save of one file, copied from a run of the builder.
struct IncrementalRemarksTests {
    @Test func theQueuedInputsAreReadAndTheRemarksLeftOut() {
        let output = """
        remark: Incremental compilation: Read dependency graph '/c/incremental/x/obj/module.priors'
        remark: Incremental compilation: Scheduling changed input  {compile: A-1.o <= A-1.swift}
        remark: Incremental compilation: Queuing (initial):  {compile: A-1.o <= A-1.swift}
        remark: Incremental compilation: Skipping input:  {compile: B-2.o <= B-2.swift}
        remark: Incremental compilation: Queuing because of dependencies discovered later:  {compile: C-3.o <= C-3.swift}
        /dev/A.swift:2:5: error: cannot find 'undefinedThing' in scope
        """
        let (names, rest) = IncrementalCompile.queued(output)
        #expect(names == ["A-1.swift", "C-3.swift"])
        #expect(rest == "/dev/A.swift:2:5: error: cannot find 'undefinedThing' in scope")
        #expect(CompiledWidgetBuilder.errors(in: rest).first?.line == 2)
    }

    @Test func aDevelopersFileKeepsItsNameAcrossBuildsAndTwoFoldersDoNotCollide() {
        let a = IncrementalCompile.inputName(for: "/p/One/Widget.swift"), b = IncrementalCompile.inputName(for: "/p/Two/Widget.swift")
        #expect(a == IncrementalCompile.inputName(for: "/p/One/Widget.swift"))
        #expect(a != b)
        #expect(a.hasPrefix("Widget-") && a.hasSuffix(".swift"))
    }
}
