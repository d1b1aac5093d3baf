@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Simple stacks are measured without their private engines; these tests build hundreds of random
/// stacks (simple ones and others) and check that every frame and natural size is what the engines
/// alone give.
@MainActor
final class StackViewDirectLayoutTests: HeadlessTestCase {
    func test_directLayout_matchesTheEngineOnRandomSimpleStacks() async {
        var generator = SplitMix(seed: 42)
        var mismatches: [String] = []
        for round in 0..<100 {
            let seed = generator.next()
            let direct = layout(seed: seed, direct: true)
            let solved = layout(seed: seed, direct: false)
            if direct != solved {
                let differing = zip(direct, solved).filter { $0 != $1 }.map { "direct \($0) / engine \($1)" }
                mismatches.append("round \(round) (seed \(seed)): \(differing.prefix(2).joined(separator: "; "))")
            }
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(6).joined(separator: "\n"))
    }

    func test_directLayout_isUsedForASimpleStack() async {
        let stack = makeStack(seed: 7, nested: false)
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        stack.layoutIfNeeded()
        XCTAssertNotNil(stack.directNaturalSize())
    }

    func test_directLayout_declinesStacksTheEngineMustSolve() async {
        let baseline = UIStackView(arrangedSubviews: [label("a"), label("b")])
        baseline.alignment = .firstBaseline
        XCTAssertNil(baseline.directNaturalSize())
        let proportional = UIStackView(arrangedSubviews: [label("a"), label("b")])
        proportional.distribution = .fillProportionally
        XCTAssertNil(proportional.directNaturalSize())
        let pinned = UIStackView(arrangedSubviews: [label("a"), label("b")])
        pinned.arrangedSubviews[0].widthAnchor.constraint(equalTo: pinned.arrangedSubviews[1].widthAnchor).isActive = true
        XCTAssertNil(pinned.directNaturalSize())
        let fixedInside = UIStackView(arrangedSubviews: [label("a")])
        fixedInside.arrangedSubviews[0].widthAnchor.constraint(equalToConstant: 40).isActive = true
        let outer = UIStackView(arrangedSubviews: [fixedInside, label("b")])
        outer.axis = .vertical
        XCTAssertNil(outer.directNaturalSize(), "a nested stack with a fixed length is the engine's to solve")
    }

    // MARK: Building random stacks

    /// Frames of every view under a random stack placed at a random size, and the stack's natural size.
    private func layout(seed: UInt64, direct: Bool) -> [String] {
        UIStackView.$allowsDirectLayout.withValue(direct) { layout(seed: seed) }
    }

    private func layout(seed: UInt64) -> [String] {
        let stack = makeStack(seed: seed, nested: true)
        var generator = SplitMix(seed: seed ^ 0xABCDEF)
        let width = CGFloat(120 + generator.next() % 300), height = CGFloat(60 + generator.next() % 400)
        place(stack, frame: CGRect(x: 0, y: 80, width: width, height: height))
        window.layoutIfNeeded()
        // Four decimals: the solver and the direct sums add in different orders (1e-13 apart).
        func text(_ values: CGFloat...) -> String { values.map { String(format: "%.4f", Double($0) + 0) }.joined(separator: " ") }
        let natural = stack.intrinsicContentSize
        var result = ["natural \(text(natural.width, natural.height))"]
        func walk(_ view: UIView, _ depth: Int) {
            for subview in view.subviews {
                let frame = subview.frame
                result.append("\(depth) \(type(of: subview)) \(text(frame.minX, frame.minY, frame.width, frame.height))")
                walk(subview, depth + 1)
            }
        }
        walk(stack, 0)
        stack.removeFromSuperview()
        return result
    }

    private func makeStack(seed: UInt64, nested: Bool) -> UIStackView {
        var generator = SplitMix(seed: seed)
        func pick<T>(_ options: [T]) -> T { options[Int(generator.next() % UInt64(options.count))] }
        let stack = UIStackView()
        stack.axis = pick([.horizontal, .vertical])
        stack.distribution = pick([.fill, .fill, .fillEqually])
        stack.alignment = pick([.fill, .leading, .center, .trailing])
        stack.spacing = pick([0, 4, 8.5, 16])
        stack.isLayoutMarginsRelativeArrangement = pick([false, false, true])
        let count = 1 + Int(generator.next() % 4)
        for index in 0..<count {
            let view: UIView
            switch generator.next() % 5 {
            case 0:
                view = label(pick(["Hi", "Balance", "A longer caption here", ""]))
            case 1:
                let button = UIButton(type: .system)
                button.setTitle(pick(["OK", "Send money", "Go"]), for: .normal)
                view = button
            case 2:
                let fixed = UIView()
                fixed.widthAnchor.constraint(equalToConstant: CGFloat(10 + generator.next() % 60)).isActive = true
                fixed.heightAnchor.constraint(equalToConstant: CGFloat(10 + generator.next() % 40)).isActive = true
                view = fixed
            case 3 where nested:
                view = makeStack(seed: generator.next(), nested: false)
            default:
                let toggle = UISwitch()
                view = toggle
            }
            if generator.next() % 3 == 0 {
                view.setContentHuggingPriority(UILayoutPriority(Float(200 + index * 7)), for: stack.axis)
            }
            stack.addArrangedSubview(view)
        }
        return stack
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }
}

/// A small seeded generator (SplitMix64), so every round can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
