@testable import KassTool
import XCTest

final class SourceMutantPlanTests: XCTestCase {
    private func file(_ path: String, _ source: String) -> SourceMutantPlan.File {
        SourceMutantPlan.File(path: path, source: source, finder: MutationPointFinder(source: source))
    }

    private let cart = """
        func total(_ a: Int, _ b: Int) -> Int {
            // kass:equivalent arithmetic: b is always 0 here
            return a + b
        }
        func isEmpty(_ n: Int) -> Bool {
            n == 0  // kass:equivalent *: only called with 0
        }
        func show() {
            label.text = "Total"
        }
        """

    func test_plan_numbersAcrossFilesAndSetsMarkedEquivalentsApart() {
        let plan = SourceMutantPlan.plan(files: [file("A/Cart.swift", cart), file("A/More.swift", "func f() { g(1) }")], selection: .init())
        XCTAssertEqual(plan.equivalents.map { "\($0.mutant.line) \($0.mutant.mutationOperator.rawValue): \($0.reason)" }, [
            "3 arithmetic: b is always 0 here", "6 equality: only called with 0", "6 integer-literal: only called with 0",
        ])
        XCTAssertEqual(plan.mutants.map(\.mutationOperator.rawValue), [
            "assignment-removal", "string-literal", "call-removal", "integer-literal",
        ])
        XCTAssertEqual(plan.mutants.map(\.id), [4, 5, 6, 7], "ids count the equivalents too, so they do not move when a mark is added")
        XCTAssertEqual(plan.selected, plan.mutants)
        XCTAssertEqual(plan.problems, [])
    }

    func test_fileFilterChangedLinesAndSample_narrowTheSelection() {
        let files = [file("A/Cart.swift", cart), file("A/More.swift", "func f() {\n    g(1)\n    h(2)\n}\n")]
        XCTAssertEqual(SourceMutantPlan.plan(files: files, selection: .init(fileFilter: "More")).selected.map(\.file).count, 4)
        let changed = SourceMutantPlan.plan(files: files, selection: .init(changedLines: ["A/More.swift": [3]])).selected
        XCTAssertEqual(changed.map(\.original), ["h(2)", "2"])
        let first = SourceMutantPlan.plan(files: files, selection: .init(sample: 3, seed: 7)).selected.map(\.id)
        XCTAssertEqual(first.count, 3)
        XCTAssertEqual(SourceMutantPlan.plan(files: files, selection: .init(sample: 3, seed: 7)).selected.map(\.id), first, "same seed")
        XCTAssertEqual(SourceMutantPlan.plan(files: files, selection: .init(sample: 99)).selected.count, 6, "a sample larger than all")
    }

    func test_skipFileMark_leavesTheFileOutAndNeedsAReason() {
        let plan = SourceMutantPlan.plan(files: [
            file("A/Switchboard.swift", "// kass:skip-file: only the tooling runs it\nfunc f() { g(1) }"),
            file("A/Bad.swift", "// kass:skip-file\nfunc f() { g(1) }"),
        ], selection: .init())
        XCTAssertEqual(plan.skippedFiles.map(\.path), ["A/Switchboard.swift"])
        XCTAssertEqual(plan.skippedFiles.map(\.reason), ["only the tooling runs it"])
        XCTAssertEqual(plan.problems, ["A/Bad.swift:1: say why the file is left out: // kass:skip-file: <reason>"])
    }

    func test_malformedEquivalentMarks_areProblemsWithTheirLines() {
        let plan = SourceMutantPlan.plan(files: [
            file("A/M.swift", "func f() {\n    g(1) // kass:equivalent arithmetc: typo\n    h(2) // kass:equivalent arithmetic\n}"),
        ], selection: .init())
        XCTAssertEqual(plan.problems.count, 2)
        XCTAssertTrue(plan.problems[0].hasPrefix("A/M.swift:2: 'arithmetc' is not a mutation operator"), plan.problems[0])
        XCTAssertEqual(plan.problems[1], "A/M.swift:3: say why the mutant is equivalent: // kass:equivalent arithmetic: <reason>")
    }

    func test_seededSample_isStableAndSpreads() {
        XCTAssertEqual(SeededGenerator.sample(5, of: 100, seed: 1), SeededGenerator.sample(5, of: 100, seed: 1))
        XCTAssertNotEqual(SeededGenerator.sample(5, of: 100, seed: 1), SeededGenerator.sample(5, of: 100, seed: 2))
        XCTAssertEqual(Set(SeededGenerator.sample(100, of: 100, seed: 3)).count, 100)
        XCTAssertEqual(SeededGenerator.sample(4, of: 2, seed: 3), [0, 1])
    }

    func test_gitDiff_addedLinesPerFile() {
        let diff = """
            diff --git a/Sources/App/A.swift b/Sources/App/A.swift
            --- a/Sources/App/A.swift
            +++ b/Sources/App/A.swift
            @@ -3,0 +4,2 @@ func f() {
            +    g()
            +    h()
            @@ -10 +12 @@
            -    x
            +    y
            @@ -20,3 +21,0 @@
            diff --git a/Sources/App/Gone.swift b/Sources/App/Gone.swift
            --- a/Sources/App/Gone.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            """
        XCTAssertEqual(GitChangedLines.parse(diff), ["Sources/App/A.swift": [4, 5, 12]])
    }
}
