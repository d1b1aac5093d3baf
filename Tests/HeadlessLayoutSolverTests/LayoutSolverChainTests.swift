import HeadlessLayoutSolver
import XCTest

/// Long chains of required equalities (`x[i] == x[i-1] + 10`): every link's marker ends up in the
/// rows of all later links, which stresses the tableau's column index (stale entries, compaction).
final class LayoutSolverChainTests: XCTestCase {
    private struct Chain {
        let variables: [LayoutVariable]
        let links: [SolverConstraint]
        let solver = LayoutSolver()

        init(length: Int) throws {
            variables = (0...length).map { LayoutVariable("x\($0)") }
            var links = [SolverConstraint(variables[0], .equal, 0)]
            for index in 1...length {
                links.append(SolverConstraint(variables[index], .equal, variables[index - 1] + 10))
            }
            self.links = links
            for link in links { try solver.addConstraint(link) }
        }
    }

    func test_longChain_constantChangeOfTheFirstLinkMovesEveryLaterVariable() async throws {
        let chain = try Chain(length: 300)
        try chain.solver.updateConstant(of: chain.links[1], to: -25)
        XCTAssertEqual(chain.solver.value(of: chain.variables[1]), 25, accuracy: 1e-9)
        XCTAssertEqual(chain.solver.value(of: chain.variables[300]), 3_015, accuracy: 1e-6)
    }

    func test_longChain_repeatedRemoveAndReAddOfLinks_keepsTheChainSolved() async throws {
        let chain = try Chain(length: 200)
        for round in 0..<30 {
            let link = chain.links[1 + (round * 37) % 200]
            try chain.solver.removeConstraint(link)
            try chain.solver.addConstraint(link)
        }
        try chain.solver.updateConstant(of: chain.links[100], to: -30)
        XCTAssertEqual(chain.solver.value(of: chain.variables[99]), 990, accuracy: 1e-6)
        XCTAssertEqual(chain.solver.value(of: chain.variables[200]), 2_020, accuracy: 1e-6)
    }

    func test_longChain_conflictingPinAtTheEnd_isRejectedAndNamesTheWholeChain() async throws {
        let chain = try Chain(length: 50)
        let pin = SolverConstraint(chain.variables[50], .equal, 7)
        XCTAssertThrowsError(try chain.solver.addConstraint(pin)) { error in
            guard case let SolverError.unsatisfiableConstraint(_, conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicting.count, 52)
        }
        XCTAssertEqual(chain.solver.value(of: chain.variables[50]), 500, accuracy: 1e-6)
    }
}
