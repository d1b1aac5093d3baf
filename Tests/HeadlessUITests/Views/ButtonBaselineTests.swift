import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A button's baseline is its title label's (UIKit's `viewForFirstBaselineLayout`), for baseline
/// alignment in stacks and for baseline anchors.
@MainActor
final class ButtonBaselineTests: HeadlessTestCase {
    private func titleBaseline(of button: UIButton) -> CGFloat {
        let label = button.titleLabel!
        return button.convert(CGPoint(x: 0, y: label.frame.minY + label.font.ascender), to: nil).y
    }

    private func baseline(of label: UILabel) -> CGFloat {
        label.convert(CGPoint(x: 0, y: label.font.ascender), to: nil).y
    }

    func test_firstBaselineStack_alignsAButtonsTitleWithALabel() async {
        let title = UILabel()
        title.text = "Markets"
        title.font = .boldSystemFont(ofSize: 28)
        let button = UIButton(type: .system)
        button.setTitle("Portfolio", for: .normal)
        let row = UIStackView(arrangedSubviews: [title, button])
        row.alignment = .firstBaseline
        place(row, frame: CGRect(x: 20, y: 100, width: 353, height: 40))
        row.layoutIfNeeded()
        button.layoutIfNeeded()
        XCTAssertEqual(titleBaseline(of: button), baseline(of: title), accuracy: 0.5)
        XCTAssertGreaterThanOrEqual(button.frame.minY, 0, "the button stays inside the stack")
    }

    func test_firstBaselineAnchor_ofAButtonIsItsTitles() async {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        let label = UILabel()
        label.text = "Caption"
        label.font = .systemFont(ofSize: 13)
        for view in [button, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        button.layoutIfNeeded()
        XCTAssertEqual(baseline(of: label), titleBaseline(of: button), accuracy: 0.5)
    }
}
