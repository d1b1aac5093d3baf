import Foundation
import HeadlessLayoutSolver

/// The `layout` suite: the constraint solver on layout-like systems of 200 and 2,000 constraints,
/// from scratch and after one constant changes.
///
/// The system is a form: rows of three views (label, field, button) between the container's edges.
/// Each view has left/right/width/top/height variables; constraints pin the row's edges, space the
/// views 8 points apart, fix heights, and let the label and button hug their content at priority
/// 250/251 while the field stretches. In the "form" system each row's top is placed at a fixed
/// offset (as a table places its cells), so rows are independent; in the "stack" system each row
/// hangs below the previous one (a vertical chain), which makes every row depend on all rows above.
@MainActor
enum LayoutBenchmarks {
    static let suite = BenchmarkSuite(
        name: "layout",
        summary: "constraint solver: from scratch and incremental re-solve, 200/2k constraints"
    ) { runs in
        let cases: [(name: String, samples: (_ size: Int, _ runs: Int) -> [Double])] = [
            ("form: solve from scratch", { fromScratch(constraintCount: $0, stacked: false, runs: $1) }),
            ("form: suggestValue (one row's top)", { suggestRowTop(constraintCount: $0, runs: $1) }),
            ("form: updateConstant (one hugging width)", { updateHugging(constraintCount: $0, runs: $1) }),
            ("form: remove + add one constraint", { removeAndAdd(constraintCount: $0, runs: $1) }),
            ("form: suggestValue (container width, all rows move)", { suggestContainerWidth(constraintCount: $0, runs: $1) }),
            ("stack: solve from scratch", { fromScratch(constraintCount: $0, stacked: true, runs: $1) }),
        ]
        var results: [BenchmarkResult] = []
        for size in [200, 2_000] {
            for entry in cases {
                results.append(Measure.result(suite: "layout", name: entry.name, size: size, samples: entry.samples(size, runs)))
            }
        }
        results += AutoLayoutBenchmarks.results(runs: runs)
        return results
    }

    /// One view's variables.
    struct View {
        let left, right, width, top, height: LayoutVariable
        init(_ name: String) {
            left = LayoutVariable("\(name).left")
            right = LayoutVariable("\(name).right")
            width = LayoutVariable("\(name).width")
            top = LayoutVariable("\(name).top")
            height = LayoutVariable("\(name).height")
        }
    }

    /// The form's variables and constraints (18 per row, plus 2 for the container).
    struct Form {
        let containerLeft = LayoutVariable("container.left")
        let containerRight = LayoutVariable("container.right")
        var rowTops: [LayoutVariable] = []
        var rows: [[View]] = []
        var constraints: [SolverConstraint] = []
        var rowTopPins: [SolverConstraint] = []
        var labelHugs: [SolverConstraint] = []

        init(constraintCount: Int, stacked: Bool) {
            constraints.append(SolverConstraint(containerLeft, .equal, 0))
            constraints.append(SolverConstraint(containerRight, .equal, 375, strength: SolverStrength(priority: 500)))
            let rowCount = max(1, (constraintCount - 2) / 18)
            for index in 0..<rowCount {
                let top = LayoutVariable("row\(index).top")
                let views = [View("row\(index).label"), View("row\(index).field"), View("row\(index).button")]
                if stacked, index > 0 {
                    let above = rows[index - 1][0]
                    constraints.append(SolverConstraint(top, .equal, above.top + above.height + 16))
                } else {
                    let pin = SolverConstraint(top, .equal, Double(index) * 52)
                    rowTopPins.append(pin)
                    constraints.append(pin)
                }
                for view in views {
                    constraints.append(SolverConstraint(view.right, .equal, view.left + view.width))
                    constraints.append(SolverConstraint(view.height, .equal, 28))
                    constraints.append(SolverConstraint(view.top, .equal, top + 8))
                }
                constraints.append(SolverConstraint(views[0].left, .equal, containerLeft + 16))
                constraints.append(SolverConstraint(views[1].left, .equal, views[0].right + 8))
                constraints.append(SolverConstraint(views[2].left, .equal, views[1].right + 8))
                constraints.append(SolverConstraint(views[2].right, .equal, containerRight - 16))
                let hug = SolverConstraint(views[0].width, .equal, 80, strength: .defaultLow)
                labelHugs.append(hug)
                constraints.append(hug)
                constraints.append(SolverConstraint(views[2].width, .equal, 44, strength: SolverStrength(priority: 251)))
                constraints.append(SolverConstraint(views[1].width, .greaterThanOrEqual, 40))
                constraints.append(SolverConstraint(views[0].width, .greaterThanOrEqual, 20))
                rowTops.append(top)
                rows.append(views)
            }
        }

        func solve() -> LayoutSolver {
            let solver = LayoutSolver()
            for constraint in constraints {
                do { try solver.addConstraint(constraint) } catch { preconditionFailure("benchmark layout: \(error)") }
            }
            return solver
        }
    }

    static func fromScratch(constraintCount: Int, stacked: Bool, runs: Int) -> [Double] {
        let form = Form(constraintCount: constraintCount, stacked: stacked)
        let probe = form.solve()
        let fieldWidth: Double = 375 - 172
        precondition(abs(probe.value(of: form.rows[0][1].width) - fieldWidth) < 1e-6, "benchmark layout solved wrongly")
        return Measure.microseconds(runs: runs, iterations: constraintCount > 1_000 ? 2 : 10) { _ = form.solve() }
    }

    /// Moves the middle row through an edit variable on its top (in place of its pin).
    static func suggestRowTop(constraintCount: Int, runs: Int) -> [Double] {
        let form = Form(constraintCount: constraintCount, stacked: false)
        let solver = form.solve()
        let middle = form.rowTops.count / 2
        let top = form.rowTops[middle]
        try? solver.removeConstraint(form.rowTopPins[middle])
        try? solver.addEditVariable(top, strength: SolverStrength(priority: 999))
        var flip = false
        let samples = Measure.microseconds(runs: runs, iterations: 200) {
            flip.toggle()
            try? solver.suggestValue(flip ? 1_000 : 2_000, for: top)
        }
        let expectedTop: Double = flip ? 1_000 : 2_000
        precondition(
            abs(solver.value(of: form.rows[middle][2].top) - expectedTop - 8) < 1e-6, "benchmark suggestValue did not move the row"
        )
        return samples
    }

    /// Changes the middle row's label hugging width (an optional constraint's constant).
    static func updateHugging(constraintCount: Int, runs: Int) -> [Double] {
        let form = Form(constraintCount: constraintCount, stacked: false)
        let solver = form.solve()
        let hug = form.labelHugs[form.labelHugs.count / 2]
        var flip = false
        return Measure.microseconds(runs: runs, iterations: 200) {
            flip.toggle()
            try? solver.updateConstant(of: hug, to: flip ? -120 : -80)
        }
    }

    /// Removes and re-adds the middle row's top pin.
    static func removeAndAdd(constraintCount: Int, runs: Int) -> [Double] {
        let form = Form(constraintCount: constraintCount, stacked: false)
        let solver = form.solve()
        let pin = form.rowTopPins[form.rowTopPins.count / 2]
        return Measure.microseconds(runs: runs, iterations: 200) {
            try? solver.removeConstraint(pin)
            try? solver.addConstraint(pin)
        }
    }

    /// Resizes the container through an edit variable: every row's field width changes.
    static func suggestContainerWidth(constraintCount: Int, runs: Int) -> [Double] {
        let form = Form(constraintCount: constraintCount, stacked: false)
        let solver = form.solve()
        try? solver.addEditVariable(form.containerRight, strength: SolverStrength(priority: 999))
        var flip = false
        let samples = Measure.microseconds(runs: runs, iterations: 50) {
            flip.toggle()
            try? solver.suggestValue(flip ? 414 : 375, for: form.containerRight)
        }
        let containerWidth: Double = flip ? 414 : 375
        let fixedWidths: Double = 16 + 80 + 8 + 8 + 44 + 16
        let expected = containerWidth - fixedWidths
        precondition(abs(solver.value(of: form.rows.last![1].width) - expected) < 1e-6, "benchmark container resize solved wrongly")
        return samples
    }
}
