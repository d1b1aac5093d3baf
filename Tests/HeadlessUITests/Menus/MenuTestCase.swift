import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Shared helpers for menu tests: find what accessibility sees, tap it, record actions.
@MainActor
class MenuTestCase: HeadlessTestCase {
    /// The labels of the accessibility elements in the window, in order.
    var visibleLabels: [String] {
        AccessibilityTree.elements(in: window).compactMap(\.accessibilityLabel)
    }

    /// The element labelled `label`, if accessibility sees one.
    func element(_ label: String) -> AccessibleObject? {
        AccessibilityTree.elements(in: window).first { $0.accessibilityLabel == label }
    }

    /// Whether a menu is on screen.
    var menuIsShown: Bool { window.descendant(withIdentifier: "HeadlessUI.menu") != nil }

    /// Taps the centre of the element labelled `label`; fails when there is none.
    func tapElement(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let element = element(label) else {
            XCTFail("no element labelled '\(label)' in \(visibleLabels)", file: file, line: line)
            return
        }
        let frame = element.accessibilityFrame
        fingers.tap(CGPoint(x: frame.midX, y: frame.midY), file: file, line: line)
    }

    /// Presses `point` for `seconds`, then lifts.
    func press(_ point: CGPoint, for seconds: TimeInterval = 0.6) {
        fingers.down(point)
        wait(seconds)
        fingers.up(point)
    }

    /// A button at the top of the screen with `menu`.
    func makeMenuButton(_ menu: UIMenu, primary: Bool) -> UIButton {
        let button = place(UIButton(type: .system), frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        button.setTitle("Options", for: .normal)
        button.menu = menu
        button.showsMenuAsPrimaryAction = primary
        return button
    }
}

/// Records which actions ran, with their senders.
@MainActor
final class ActionLog {
    private(set) var entries: [String] = []
    private(set) var senders: [AnyObject?] = []

    /// An action titled `title` that records itself when performed.
    func action(
        _ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) -> UIAction {
        UIAction(title: title, attributes: attributes, state: state) { [weak self] action in
            self?.entries.append(action.title)
            self?.senders.append(action.sender as AnyObject?)
        }
    }
}
