import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Intrinsic content size through hugging and compression resistance, wrapping labels, fitting sizes.
@MainActor
final class AutoLayoutContentSizeTests: HeadlessTestCase {
    private func row(width: CGFloat) -> UIView {
        place(UIView(), frame: CGRect(x: 0, y: 100, width: width, height: 44))
    }

    /// Two intrinsic-size views side by side, pinned to both edges with 8 pt between them.
    private func pair(in parent: UIView, _ first: UIView, _ second: UIView) {
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            view.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        ])
    }

    func test_intrinsicSize_sizesAViewWithoutSizeConstraints() async {
        let parent = row(width: 300)
        let badge = IntrinsicSizeView(width: 40, height: 20)
        badge.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 260, y: 12, width: 40, height: 20))
    }

    func test_hugging_theLowerHuggingViewStretches() async {
        let parent = row(width: 300)
        let title = IntrinsicSizeView(width: 100, height: 20), value = IntrinsicSizeView(width: 60, height: 20)
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        pair(in: parent, title, value)
        parent.layoutIfNeeded()
        XCTAssertEqual(title.frame.width, 232, "300 − 8 − 60")
        XCTAssertEqual(value.frame, CGRect(x: 240, y: 0, width: 60, height: 20))
    }

    func test_compressionResistance_theLowerResistanceViewShrinks() async {
        let parent = row(width: 150)
        let title = IntrinsicSizeView(width: 100, height: 20), value = IntrinsicSizeView(width: 60, height: 20)
        title.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        value.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        pair(in: parent, title, value)
        parent.layoutIfNeeded()
        XCTAssertEqual(title.frame.width, 100)
        XCTAssertEqual(value.frame.width, 42, "150 − 8 − 100")
    }

    func test_invalidateIntrinsicContentSize_resizesInTheNextPass() async {
        let parent = row(width: 300)
        let badge = IntrinsicSizeView(width: 40, height: 20)
        badge.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            badge.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        await app.runLoop.runFrames(1)
        badge.fixedIntrinsicSize = CGSize(width: 90, height: 30)
        await app.runLoop.runFrames(1)
        XCTAssertEqual(badge.frame.size, CGSize(width: 90, height: 30))
    }

    func test_multilineLabel_wrapsToTheWidthTheEngineGives() async {
        let parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 200, height: 600))
        let label = UILabel()
        label.text = String(repeating: "Wrapping words again and again ", count: 4)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        let expected = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(label.frame.width, 200)
        XCTAssertGreaterThan(expected, label.font.lineHeight * 2, "the text needs several lines at 200 pt")
        XCTAssertEqual(label.frame.height, expected, accuracy: 0.34)
    }

    func test_systemLayoutSizeFitting_compressedSizeHugsTheContent() async {
        let card = UIView()
        let title = IntrinsicSizeView(width: 120, height: 20), subtitle = IntrinsicSizeView(width: 80, height: 16)
        for view in [title, subtitle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
            view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
            view.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16).isActive = true
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size, CGSize(width: 152, height: 64))
        XCTAssertEqual(card.frame, .zero, "measuring does not move the view")
    }

    func test_systemLayoutSizeFitting_requiredWidthGrowsWrappedHeight() async {
        let cell = UIView()
        let label = UILabel()
        label.text = String(repeating: "Self-sizing cells wrap text ", count: 5)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        let narrow = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        XCTAssertEqual(narrow.width, 200)
        XCTAssertGreaterThan(narrow.height, wide.height, "narrower wraps into more lines")
    }

    func test_stackViewPinnedByConstraints_arrangesAsWithFrames() async {
        let icon = IntrinsicSizeView(width: 24, height: 24), title = IntrinsicSizeView(width: 100, height: 20)
        let stack = UIStackView(arrangedSubviews: [icon, title])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 59, width: 132, height: 24), "the stack hugs its intrinsic size")
        XCTAssertEqual(icon.frame, CGRect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(title.frame, CGRect(x: 32, y: 2, width: 100, height: 20))
        icon.isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 100, "hiding collapses the arranged view and the stack shrinks")
        XCTAssertEqual(title.frame.minX, 0)
    }

    func test_stackView_honoursAnArrangedViewsOwnSizeConstraints() async {
        let icon = UIView(), title = IntrinsicSizeView(width: 100, height: 20)
        let iconWidth = icon.widthAnchor.constraint(equalToConstant: 24)
        NSLayoutConstraint.activate([iconWidth, icon.heightAnchor.constraint(equalToConstant: 24)])
        let stack = UIStackView(arrangedSubviews: [icon, title])
        stack.spacing = 8
        stack.alignment = .center
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        await app.runLoop.runFrames(1)
        XCTAssertEqual(icon.frame, CGRect(x: 0, y: 10, width: 24, height: 24))
        XCTAssertEqual(title.frame.minX, 32)
        iconWidth.constant = 40
        await app.runLoop.runFrames(1)
        XCTAssertEqual(icon.frame.width, 40, "changing the constraint re-lays out the stack")
        XCTAssertEqual(title.frame.minX, 48)
    }

    func test_stackView_arrangedViewsWithInternalConstraintsLayThemOut() async {
        let row = UIView(), dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: row.centerXAnchor), dot.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 6), dot.heightAnchor.constraint(equalToConstant: 6),
        ])
        let stack = UIStackView(arrangedSubviews: [row, IntrinsicSizeView(width: 100, height: 20)])
        stack.axis = .vertical
        place(stack, frame: CGRect(x: 0, y: 100, width: 200, height: 120))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(dot.frame, CGRect(x: 97, y: 47, width: 6, height: 6))
    }

    func test_stackView_fittingSizeGrowsWhenAHiddenArrangedViewIsShown() async {
        let title = IntrinsicSizeView(width: 100, height: 20), message = IntrinsicSizeView(width: 100, height: 30)
        message.isHidden = true
        let stack = UIStackView(arrangedSubviews: [title, message])
        stack.axis = .vertical
        stack.spacing = 16
        func fittingHeight() -> CGFloat {
            stack.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        XCTAssertEqual(fittingHeight(), 20)
        message.isHidden = false
        XCTAssertEqual(fittingHeight(), 66, "the shown view and the spacing before it count again")
        message.isHidden = true
        XCTAssertEqual(fittingHeight(), 20)
    }
}
