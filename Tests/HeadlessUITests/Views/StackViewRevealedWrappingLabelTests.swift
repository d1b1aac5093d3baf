import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Fidelity: showing a hidden multi-line label in a nested vertical stack (a form's inline error
/// under its field) grows the stacks around it by the label's height, and nothing else moves or
/// shrinks, as in UIKit. UIKit names only. Frames are on the @3x pixel grid.
@MainActor
final class StackViewRevealedWrappingLabelTests: HeadlessTestCase {
    /// `value` rounded to the screen's pixel grid (@3x), as UIKit rounds frames from the engine.
    private func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

    private func wrappingLabel(_ text: String, hidden: Bool) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.isHidden = hidden
        return label
    }

    private func field() -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return field
    }

    private func group(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    /// A sign-in form: a vertical content stack pinned at its top, leading edge and width inside a
    /// scroll view (its height comes from its arranged views), holding a title, an email group whose
    /// hint is showing and a password group whose error is hidden.
    private func makeForm() -> (content: UIStackView, title: UILabel, password: UIStackView, field: UITextField, error: UILabel) {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        let title = UILabel()
        title.text = "Sign in"
        title.font = .systemFont(ofSize: 28)
        let passwordField = field()
        let error = wrappingLabel("Use at least 8 characters, with a letter and a digit, and no spaces", hidden: true)
        let password = group([passwordField, error])
        let email = group([field(), wrappingLabel("We never share your email address with anyone outside the bank", hidden: false)])
        let content = UIStackView(arrangedSubviews: [title, email, password])
        content.axis = .vertical
        content.spacing = 16
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -40),
        ])
        window.layoutIfNeeded()
        return (content, title, password, passwordField, error)
    }

    func test_revealingWrappingLabelInNestedStack_growsTheStacksByItsHeight() async {
        let form = makeForm()
        let before = (content: form.content.frame, title: form.title.frame, password: form.password.frame)
        XCTAssertEqual(form.field.frame.height, 44)

        form.error.isHidden = false
        window.setNeedsLayout()
        window.layoutIfNeeded()

        let errorHeight = pixel(form.error.sizeThatFits(CGSize(width: form.content.frame.width, height: .greatestFiniteMagnitude)).height)
        XCTAssertGreaterThan(errorHeight, 0)
        XCTAssertEqual(form.error.frame.minY, 48, accuracy: 0.01, "4 pt below the field")
        XCTAssertEqual(form.error.frame.width, form.content.frame.width)
        XCTAssertEqual(form.error.frame.height, errorHeight, accuracy: 0.01, "the height of its wrapped text")
        XCTAssertEqual(form.field.frame, CGRect(x: 0, y: 0, width: form.content.frame.width, height: 44))
        XCTAssertEqual(form.password.frame.minY, before.password.minY, accuracy: 0.01)
        XCTAssertEqual(form.password.frame.height, 48 + errorHeight, accuracy: 0.01)
        XCTAssertEqual(form.title.frame, before.title, "the title did not change")
        XCTAssertEqual(form.content.frame.minY, before.content.minY, accuracy: 0.01)
        XCTAssertEqual(form.content.frame.height, before.content.height + 4 + errorHeight, accuracy: 0.01)
        let fieldCenter = form.field.convert(CGPoint(x: form.field.bounds.midX, y: form.field.bounds.midY), to: window)
        XCTAssertTrue(window.hitTest(fieldCenter, with: nil) === form.field, "the field stays where a touch reaches it")
    }
}
