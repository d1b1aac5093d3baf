import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Fidelity: a stack view arranges through constraints, so its arranged views' own constraints
/// (aspect ratios, fixed sizes at any priority) take part with their intrinsic sizes and priorities,
/// as with UIKit's `UISV-*` constraints. UIKit names only. Frames are on the @3x pixel grid.
@MainActor
final class StackViewConstraintTests: HeadlessTestCase {
    /// `value` rounded to the screen's pixel grid (@3x), as UIKit rounds frames from the engine.
    private func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

    private func aspectImage(heightOverWidth ratio: CGFloat) -> UIView {
        let image = UIView()
        image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: ratio).isActive = true
        return image
    }

    // MARK: Aspect ratio

    func test_aspectRatioView_inVerticalFillStackTakesItsHeightFromTheWidth() async {
        let image = aspectImage(heightOverWidth: 9.0 / 16)
        let caption = IntrinsicSizeView(width: 100, height: 20)
        let stack = UIStackView(arrangedSubviews: [image, caption])
        stack.axis = .vertical
        stack.spacing = 8
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 196.75))
        stack.layoutIfNeeded()
        XCTAssertEqual(image.frame.width, 300)
        XCTAssertEqual(image.frame.height, pixel(168.75), "300 × 9/16 = 168.75 pt")
        XCTAssertEqual(caption.frame.minY, pixel(176.75))
        XCTAssertEqual(caption.frame.height, 20, accuracy: 0.34)
    }

    func test_aspectRatioView_sizesAStackPinnedOnlyAtItsSides() async {
        let image = aspectImage(heightOverWidth: 9.0 / 16)
        let caption = IntrinsicSizeView(width: 100, height: 20)
        let stack = UIStackView(arrangedSubviews: [image, caption])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.height, pixel(188.75), accuracy: 0.01, "168.75 + 20: the stack grows with the image")
        XCTAssertEqual(image.frame.height, pixel(168.75))
        XCTAssertEqual(caption.frame.maxY, stack.bounds.maxY, accuracy: 0.34)
    }

    func test_aspectRatioView_inHorizontalStackTakesItsWidthFromTheHeight() async {
        let image = aspectImage(heightOverWidth: 0.5)
        let label = IntrinsicSizeView(width: 50, height: 20)
        label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [image, label])
        stack.spacing = 10
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        stack.layoutIfNeeded()
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 120, height: 60))
        XCTAssertEqual(label.frame, CGRect(x: 130, y: 0, width: 170, height: 60))
    }

    func test_aspectRatioView_respectsMarginsRelativeArrangement() async {
        let image = aspectImage(heightOverWidth: 9.0 / 16)
        let stack = UIStackView(arrangedSubviews: [image])
        stack.axis = .vertical
        stack.alignment = .top
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 22, bottom: 10, right: 22)
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        stack.layoutIfNeeded()
        XCTAssertEqual(image.frame, CGRect(x: 22, y: 10, width: 256, height: 144))
    }

    func test_aspectRatioView_inNestedStackSizesBothStacks() async {
        let image = aspectImage(heightOverWidth: 0.5)
        let inner = UIStackView(arrangedSubviews: [image, IntrinsicSizeView(width: 10, height: 30)])
        inner.axis = .vertical
        let footer = IntrinsicSizeView(width: 10, height: 40)
        footer.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        let outer = UIStackView(arrangedSubviews: [inner, footer])
        outer.axis = .vertical
        place(outer, frame: CGRect(x: 0, y: 100, width: 200, height: 400))
        outer.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 200, height: 130))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 130, width: 200, height: 270))
    }

    // MARK: Size constraints and priorities

    func test_requiredHeightConstraint_winsOverTheIntrinsicHeight() async {
        let field = IntrinsicSizeView(width: 100, height: 20)
        field.heightAnchor.constraint(equalToConstant: 50).isActive = true
        let filler = UIView()
        let stack = UIStackView(arrangedSubviews: [field, filler])
        stack.axis = .vertical
        place(stack, frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        stack.layoutIfNeeded()
        XCTAssertEqual(field.frame.height, 50)
        XCTAssertEqual(filler.frame, CGRect(x: 0, y: 50, width: 200, height: 250))
    }

    func test_optionalWidthConstraintAboveHugging_winsOverTheIntrinsicWidth() async {
        let badge = IntrinsicSizeView(width: 50, height: 20)
        let width = badge.widthAnchor.constraint(equalToConstant: 120)
        width.priority = UILayoutPriority(999)
        width.isActive = true
        let title = IntrinsicSizeView(width: 60, height: 20)
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [badge, title])
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        stack.layoutIfNeeded()
        XCTAssertEqual(badge.frame.width, 120)
        XCTAssertEqual(title.frame.width, 180)
    }

    func test_optionalWidthConstraintBelowHugging_losesToTheIntrinsicWidth() async {
        let badge = IntrinsicSizeView(width: 50, height: 20)
        let width = badge.widthAnchor.constraint(equalToConstant: 120)
        width.priority = UILayoutPriority(200)
        width.isActive = true
        let title = IntrinsicSizeView(width: 60, height: 20)
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [badge, title])
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        stack.layoutIfNeeded()
        XCTAssertEqual(badge.frame.width, 50, "hugging at 250 beats the width constraint at 200")
        XCTAssertEqual(title.frame.width, 250)
    }

    func test_minimumWidthConstraint_keepsAViewFromShrinkingBelowIt() async {
        let first = IntrinsicSizeView(width: 200, height: 20)
        first.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        first.widthAnchor.constraint(greaterThanOrEqualToConstant: 180).isActive = true
        let second = IntrinsicSizeView(width: 200, height: 20)
        second.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [first, second])
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        stack.layoutIfNeeded()
        XCTAssertEqual(first.frame.width, 180)
        XCTAssertEqual(second.frame.width, 120)
    }

    func test_higherHuggingKeepsItsSizeAndTheOtherStretches_vertical() async {
        let header = IntrinsicSizeView(width: 100, height: 30)
        header.setContentHuggingPriority(.defaultHigh, for: .vertical)
        let body = IntrinsicSizeView(width: 100, height: 50)
        let stack = UIStackView(arrangedSubviews: [header, body])
        stack.axis = .vertical
        place(stack, frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        stack.layoutIfNeeded()
        XCTAssertEqual(header.frame.height, 30)
        XCTAssertEqual(body.frame, CGRect(x: 0, y: 30, width: 200, height: 270))
    }

    // MARK: Distributions with constrained views

    func test_equalSpacing_placesConstraintSizedViewsWithEqualGaps() async {
        let views = (0..<3).map { _ -> UIView in
            let view = UIView()
            view.widthAnchor.constraint(equalToConstant: 40).isActive = true
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        stack.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 130, 260])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 40])
    }

    func test_fillEqually_ignoresIntrinsicSizesButKeepsSpacing() async {
        let views = [IntrinsicSizeView(width: 10, height: 20), IntrinsicSizeView(width: 90, height: 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 20
        place(stack, frame: CGRect(x: 0, y: 100, width: 100, height: 220))
        stack.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.height), [100, 100])
        XCTAssertEqual(views[1].frame.minY, 120)
    }

    // MARK: Hiding

    func test_hiddenViewWithARequiredHeight_stillCollapsesWithItsSpacing() async {
        let top = IntrinsicSizeView(width: 100, height: 20)
        let banner = UIView()
        banner.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let bottom = IntrinsicSizeView(width: 100, height: 20)
        bottom.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [top, banner, bottom])
        stack.axis = .vertical
        stack.spacing = 10
        place(stack, frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        stack.layoutIfNeeded()
        XCTAssertEqual(bottom.frame.minY, 84)
        banner.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(bottom.frame.minY, 30)
        XCTAssertEqual(bottom.frame.height, 270)
    }

    func test_showingAHiddenArrangedStack_measuresTheStackWithIt() async {
        let row = UIStackView(arrangedSubviews: [IntrinsicSizeView(width: 100, height: 20), IntrinsicSizeView(width: 110, height: 44)])
        row.axis = .horizontal
        row.alignment = .center
        row.isHidden = true
        let stack = UIStackView(
            arrangedSubviews: [IntrinsicSizeView(width: 100, height: 30), row, IntrinsicSizeView(width: 100, height: 20)]
        )
        stack.axis = .vertical
        stack.spacing = 16
        let target = CGSize(width: 353, height: 0)
        func fittingHeight() -> CGFloat {
            stack.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        XCTAssertEqual(fittingHeight(), 66, "30 + 16 + 20 while the row is hidden")
        row.isHidden = false
        XCTAssertEqual(fittingHeight(), 126, "30 + 16 + 44 + 16 + 20 once it shows")
    }

    func test_textSetInANestedStackAfterMeasuring_remeasuresTheOuterStack() async {
        let title = UILabel()
        title.font = .boldSystemFont(ofSize: 28)
        let row = UIStackView(arrangedSubviews: [title, IntrinsicSizeView(width: 60, height: 20)])
        row.axis = .horizontal
        row.alignment = .center
        let stack = UIStackView(arrangedSubviews: [row, IntrinsicSizeView(width: 100, height: 20)])
        stack.axis = .vertical
        stack.spacing = 16
        let target = CGSize(width: 353, height: 0)
        func fittingHeight() -> CGFloat {
            stack.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        XCTAssertEqual(fittingHeight(), 56, "the row is as tall as its 20 pt view while the label is empty")
        title.text = "Markets"
        let row2 = UIStackView(arrangedSubviews: [UILabel(), IntrinsicSizeView(width: 60, height: 20)])
        (row2.arrangedSubviews[0] as? UILabel)?.font = .boldSystemFont(ofSize: 28)
        (row2.arrangedSubviews[0] as? UILabel)?.text = "Markets"
        row2.axis = .horizontal
        row2.alignment = .center
        let fresh = UIStackView(arrangedSubviews: [row2, IntrinsicSizeView(width: 100, height: 20)])
        fresh.axis = .vertical
        fresh.spacing = 16
        let expected = fresh.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        XCTAssertGreaterThan(expected, 56)
        XCTAssertEqual(fittingHeight(), expected, "the label's new text makes the row, and so the stack, taller")
    }

    // MARK: Baselines

    func test_firstBaselineAlignment_alignsLabelsWithDifferentFonts() async {
        let small = UILabel(), large = UILabel()
        small.text = "Total"
        small.font = .systemFont(ofSize: 13)
        large.text = "42"
        large.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 80))
        stack.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        XCTAssertEqual(smallBaseline, largeBaseline, accuracy: 0.34)
        XCTAssertEqual(large.frame.minY, 0, "the tallest ascent sits at the top")
    }

    func test_lastBaselineAlignment_alignsLabelsWithDifferentFonts() async {
        let small = UILabel(), large = UILabel()
        small.text = "Total"
        small.font = .systemFont(ofSize: 13)
        large.text = "42"
        large.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .lastBaseline
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 80))
        stack.layoutIfNeeded()
        let smallBaseline = small.frame.maxY + small.font.descender
        let largeBaseline = large.frame.maxY + large.font.descender
        XCTAssertEqual(smallBaseline, largeBaseline, accuracy: 0.34)
        XCTAssertEqual(large.frame.maxY, 80, accuracy: 0.34, "the deepest descent sits at the bottom")
    }

    // MARK: Updates

    func test_changingAnArrangedViewsAspectConstraint_relaysOutTheStack() async {
        let image = UIView()
        let ratio = image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5)
        ratio.isActive = true
        let stack = UIStackView(arrangedSubviews: [image, IntrinsicSizeView(width: 10, height: 10)])
        stack.axis = .vertical
        place(stack, frame: CGRect(x: 0, y: 100, width: 200, height: 400))
        await app.runLoop.runFrames(1)
        XCTAssertEqual(image.frame.height, 100)
        ratio.isActive = false
        image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.25).isActive = true
        await app.runLoop.runFrames(1)
        XCTAssertEqual(image.frame.height, 50)
    }
}
