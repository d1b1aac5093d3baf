import HeadlessUI

/// The content stack of a ``BankViewController``: tells its screen after each layout, so the scroll
/// view's content size follows the stack whenever its content grows or shrinks.
final class BankContentStackView: UIStackView {
    /// Called after every layout of the stack.
    var onLayout: (@MainActor () -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
