import Foundation
@testable import KassTool
import XCTest

final class SchemataBuildTests: XCTestCase {
    private var package: URL!
    private let source = "func f(_ a: Int) -> Bool {\n    return a < 3 && ok(\"x\" + s)\n}\n"

    override func setUpWithError() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("kass-schemata-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try source.write(to: package.appendingPathComponent("Sources/App/F.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    private func plan() throws -> SourceMutantPlan {
        try SourceMutantPlan.make(packageURL: package, sourceDirectory: "Sources/App", selection: .init())
    }

    private func text(_ path: String) -> String? {
        try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    func test_rejectedMutants_areDroppedFromTheErrorLinesAndTheBuildRunsAgain() async throws {
        let plan = try plan()
        let arithmetic = try XCTUnwrap(plan.mutants.first { $0.mutationOperator == .arithmetic })
        let builds = Counter()
        let folder = package!
        let build = SchemataBuild(packageURL: package, sourceDirectory: "Sources/App") {
            let round = builds.increment()
            let rewritten = (try? String(contentsOf: folder.appendingPathComponent("Sources/App/F.swift"), encoding: .utf8)) ?? ""
            let supportPath = folder.appendingPathComponent("Sources/App/__KassSourceMutants.swift").path
            let support = FileManager.default.fileExists(atPath: supportPath)
            guard support, rewritten.contains("__KassSourceMutants.reach(") else {
                return .failure(.buildFailed(termination: .exited(1), output: "not rewritten"))
            }
            guard round == 1 else { return .success(URL(fileURLWithPath: "/fake/Tests.xctest")) }
            // The compiler rejects `"x" - s`: point at the line of that branch.
            let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
            let number = (lines.firstIndex { $0.contains("\"x\" - s") } ?? 0) + 1
            let path = folder.appendingPathComponent("Sources/App/F.swift").path
            return .failure(.buildFailed(
                termination: .exited(1),
                output: "\(path):\(number):20: error: binary operator '-' cannot be applied to two 'String' operands"
            ))
        }
        let outcome = try await build.run(plan, mutants: plan.mutants)
        XCTAssertEqual(outcome.rounds, 2)
        XCTAssertEqual(outcome.rejected.map(\.mutant), [arithmetic])
        XCTAssertTrue(outcome.rejected.first?.error.contains("binary operator '-'") == true)
        XCTAssertEqual(outcome.compiled.count, plan.mutants.count - 1)
        XCTAssertEqual(text("Sources/App/F.swift"), source, "the original is back")
        XCTAssertNil(text("Sources/App/__KassSourceMutants.swift"), "the support file is gone")
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent(".build/kass-mutants/journal.json").path))
    }

    func test_anErrorNoMutantExplains_failsWithTheOutputAndRestores() async throws {
        let build = SchemataBuild(packageURL: package, sourceDirectory: "Sources/App") {
            .failure(.buildFailed(termination: .exited(1), output: "/elsewhere/Other.swift:1:1: error: broken"))
        }
        do {
            _ = try await build.run(try plan(), mutants: try plan().mutants)
            XCTFail("expected a failure")
        } catch let error as SourceMutantsError {
            XCTAssertTrue(error.description.contains("/elsewhere/Other.swift:1:1: error: broken"), error.description)
            XCTAssertTrue(error.description.contains("the original sources are back in place"), error.description)
        }
        XCTAssertEqual(text("Sources/App/F.swift"), source)
    }

    func test_blame_findsAMutantTheCompilerReportsAtTheEndOfItsInitializer() throws {
        // Removing `latency = 0.5` leaves `latency` uninitialized on one path; Swift reports that at
        // the initializer's closing brace, outside every `if` chain.
        let source = """
            struct Options {
                var latency: Double
                var name: String
                init(fast: Bool) {
                    name = "options"
                    if fast {
                        latency = 0
                    } else {
                        latency = 0.5
                    }
                }
            }

            """
        let path = package.appendingPathComponent("Sources/App/Options.swift")
        try source.write(to: path, atomically: true, encoding: .utf8)
        let finder = MutationPointFinder(source: source)
        let mutants = finder.mutants(file: "Sources/App/Options.swift")
        let removal = try XCTUnwrap(mutants.first { $0.original == "latency = 0.5" })
        let literal = try XCTUnwrap(mutants.first { $0.original == "0" })
        let output = MutantSchemata(tokens: finder.tokens, blocks: finder.blocks).rewrite(with: [literal, removal])
        try output.text.write(to: path, atomically: true, encoding: .utf8)
        let support = package.appendingPathComponent("Sources/App/" + MutantSchemataSupport.fileName)
        try MutantSchemataSupport.source.write(to: support, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Definite initialization is checked on SIL, after type checking.
        process.arguments = ["swiftc", "-parse-as-library", "-wmo", "-emit-sil", "-o", "/dev/null", path.path, support.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(errors.contains("error: return from initializer without initializing all stored properties"), errors)
        let blamed = SchemataBuild.blame(
            errors, rewritten: ["Sources/App/Options.swift": output], mutants: [literal, removal], packageURL: package
        )
        XCTAssertTrue(blamed.keys.contains(removal.id), "\(blamed)")
    }

    func test_journal_restoresWhatAnInterruptedRunLeftBehind() throws {
        let workspace = SchemataWorkspace(packageURL: package)
        try workspace.apply(["Sources/App/F.swift": "mutated", "Sources/App/New.swift": "added"])
        XCTAssertEqual(text("Sources/App/F.swift"), "mutated")
        // A new run (after a crash) starts by putting everything back.
        let restored = try SchemataWorkspace(packageURL: package).restoreLeftovers()
        XCTAssertEqual(restored, ["Sources/App/F.swift", "Sources/App/New.swift"])
        XCTAssertEqual(text("Sources/App/F.swift"), source)
        XCTAssertNil(text("Sources/App/New.swift"))
        XCTAssertEqual(try SchemataWorkspace(packageURL: package).restoreLeftovers(), [], "nothing left the second time")
    }
}

/// A thread-safe counter for fake builds.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
