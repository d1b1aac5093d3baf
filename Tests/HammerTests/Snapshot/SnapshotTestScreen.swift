import Hammer
import XCTest

/// Builders for the small screens the snapshot and query tests look at (UIKit names only).
@MainActor
enum SnapshotTestScreen {
    static func label(_ text: String, identifier: String? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        label.accessibilityIdentifier = identifier
        return label
    }

    static func button(_ title: String, identifier: String? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        return button
    }

    static func container(identifier: String? = nil, background: UIColor? = nil) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = identifier
        view.backgroundColor = background
        return view
    }
}

extension AccessibilitySnapshot {
    /// The only node with `identifier`; fails the test when there is not exactly one.
    func only(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) -> Node? {
        let found = nodes.filter { $0.identifier == identifier }
        XCTAssertEqual(found.count, 1, "nodes with identifier \(identifier)", file: file, line: line)
        return found.first
    }

    /// The nodes whose label is `label`.
    func labelled(_ label: String) -> [Node] {
        nodes.filter { $0.label == label }
    }
}
