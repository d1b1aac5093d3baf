@testable import KassTool
import XCTest

final class SwiftCodeBlockFinderTests: XCTestCase {
    /// The kind of each code block with the first significant token of its body, in file order.
    private func blocks(_ source: String) -> [String] {
        let tokens = SwiftTokenizer.tokens(of: source)
        return SwiftCodeBlockFinder.blocks(in: tokens).map { block in
            let first = tokens[block.body].first { !$0.isTrivia }?.text ?? "∅"
            return "\(block.kind.rawValue):\(first)"
        }
    }

    func test_typeBodiesSwitchBodiesAndAccessorLists_areNotCodeBlocks() {
        let source = """
            final class Cart: NSObject {
                var count: Int { items.count }
                var limit = 3 {
                    didSet { clamp() }
                }
                var name: String {
                    get { stored }
                    set(newValue) { stored = newValue }
                }
                lazy var button: UIButton = {
                    makeButton()
                }()
                func total() -> Int {
                    switch mode {
                    case .a:
                        items.forEach { item in use(item) }
                    default:
                        break
                    }
                    return 0
                }
            }
            protocol P { var x: Int { get set } }
            """
        XCTAssertEqual(blocks(source), [
            "accessor:items", "accessor:clamp", "accessor:stored", "accessor:stored", "closure:makeButton", "function:switch",
            "closure:use",
        ])
    }

    func test_statementBlocksAndClosureHeaders_areFound() {
        let source = """
            func run() {
                if a > b {
                    x()
                } else if c {
                    y()
                } else {
                    z()
                }
                guard let v = value else { return }
                for i in 0..<n { w(i) }
                view.addAction(UIAction { [weak self] _ in self?.tap() }, for: .touchUpInside)
                UIView.animate(withDuration: 0.3) {
                    self.view.alpha = 0
                }
                let names = items.map { $0.name }
            }
            """
        XCTAssertEqual(blocks(source), [
            "function:if", "statement:x", "statement:y", "statement:z", "statement:return", "statement:w", "closure:self",
            "closure:self", "closure:$0",
        ])
    }

    func test_initializersAndModifiers_openFunctionBodies() {
        let source = """
            struct S {
                @MainActor private(set) static var shared: S { S() }
                public required init?(coder: NSCoder) { return nil }
                override open func layoutSubviews() { super.layoutSubviews() }
                final class Inner { deinit { stop() } }
            }
            """
        XCTAssertEqual(blocks(source), ["accessor:S", "function:return", "function:super", "function:stop"])
    }
}
