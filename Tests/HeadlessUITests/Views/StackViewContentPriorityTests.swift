import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Fidelity: which arranged view of a `.fill` stack takes the slack or gives way when space is short,
/// with UIKit's default content priorities (views made in code) and nested stack views. UIKit names
/// only. Facts and sources: Guide/HeadlessUI.md, "Content priorities and `.fill` stacks".
///
/// What these pin, in UIKit's terms: a `UIStackView` has no intrinsic content size, so its own hugging
/// and compression resistance make no constraints; a nested stack aligned `.leading`, `.center` or
/// `.trailing` is held to its widest view only by `UISV-spanning-fit` at priority 51, below any label's
/// hugging, so it takes the slack; ties in hugging stretch the first arranged view.
@MainActor
final class StackViewContentPriorityTests: HeadlessTestCase {
    /// Frames are rounded to the @3x pixel grid.
    private let pixel: CGFloat = 0.34

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    /// A vertical stack of two labels aligned to its trailing edge (a "figures" column).
    private func figuresColumn(alignment: UIStackView.Alignment = .trailing) -> (UIStackView, UILabel, UILabel) {
        let balance = label("1,234.56 €"), change = label("+12.00 € today")
        let column = UIStackView(arrangedSubviews: [balance, change])
        column.axis = .vertical
        column.alignment = alignment
        column.spacing = 2
        return (column, balance, change)
    }

    /// A horizontal `.fill` stack of `views` at (0, 100), `width` wide, laid out.
    @discardableResult
    private func row(_ views: [UIView], width: CGFloat = 300) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 12
        stack.alignment = .center
        place(stack, frame: CGRect(x: 0, y: 100, width: width, height: 60))
        stack.layoutIfNeeded()
        return stack
    }

    // MARK: Default priorities

    func test_defaultPriorities_viewsMadeInCodeHug250AndResist750() async {
        let views: [UIView] = [UIView(), UILabel(), UIImageView(), UIButton(), UIStackView()]
        for view in views {
            for axis in [UILayoutConstraintAxis.horizontal, .vertical] {
                XCTAssertEqual(view.contentHuggingPriority(for: axis), .defaultLow, "\(type(of: view)) hugging \(axis)")
                XCTAssertEqual(
                    view.contentCompressionResistancePriority(for: axis), .defaultHigh, "\(type(of: view)) compression \(axis)"
                )
            }
        }
    }

    func test_defaultPriorities_switchStepperAndActivityIndicatorHug750OnBothAxes() async {
        let views: [UIView] = [UISwitch(), UIStepper(), UIActivityIndicatorView()]
        for view in views {
            for axis in [UILayoutConstraintAxis.horizontal, .vertical] {
                XCTAssertEqual(view.contentHuggingPriority(for: axis), .defaultHigh, "\(type(of: view)) hugging \(axis)")
                XCTAssertEqual(
                    view.contentCompressionResistancePriority(for: axis), .defaultHigh, "\(type(of: view)) compression \(axis)"
                )
            }
        }
    }

    func test_defaultPriorities_progressViewHugsOnlyVertically() async {
        let progress = UIProgressView()
        XCTAssertEqual(progress.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(progress.contentHuggingPriority(for: .vertical), .defaultHigh)
    }

    // MARK: Slack

    func test_fill_twoLabelsWithDefaultPriorities_firstLabelStretches() async {
        let name = label("Checking"), amount = label("1,234.56 €")
        let amountWidth = amount.intrinsicContentSize.width
        row([name, amount])
        XCTAssertEqual(amount.frame.width, amountWidth, accuracy: pixel, "the second label keeps its text width")
        XCTAssertEqual(amount.frame.maxX, 300, accuracy: pixel)
        XCTAssertEqual(name.frame.width, 300 - 12 - amountWidth, accuracy: pixel, "the first label takes the slack")
    }

    func test_fill_labelBesideTrailingAlignedNestedStack_nestedStackTakesTheSlack() async {
        let name = label("Checking")
        let (column, balance, change) = figuresColumn()
        let nameWidth = name.intrinsicContentSize.width
        row([name, column])
        XCTAssertEqual(name.frame.width, nameWidth, accuracy: pixel, "the label's hugging (250) beats UISV-spanning-fit (51)")
        XCTAssertEqual(column.frame.minX, nameWidth + 12, accuracy: pixel)
        XCTAssertEqual(column.frame.maxX, 300, accuracy: pixel)
        XCTAssertEqual(balance.frame.maxX, column.bounds.maxX, accuracy: pixel, "the figures stay at the trailing edge")
        XCTAssertEqual(change.frame.maxX, column.bounds.maxX, accuracy: pixel)
        XCTAssertEqual(balance.frame.width, balance.intrinsicContentSize.width, accuracy: pixel)
    }

    func test_fill_requiredHuggingOnNestedStack_changesNothing() async {
        let plainName = label("Checking")
        let (plainColumn, _, _) = figuresColumn()
        row([plainName, plainColumn])
        let name = label("Checking")
        let (column, _, _) = figuresColumn()
        column.setContentHuggingPriority(.required, for: .horizontal)
        row([name, column])
        XCTAssertEqual(name.frame, plainName.frame, "a stack view has no intrinsic size: its hugging makes no constraint")
        XCTAssertEqual(column.frame, plainColumn.frame)
    }

    func test_fill_loweredLabelHuggingBesideTrailingAlignedNestedStack_nestedStackStillTakesTheSlack() async {
        let name = label("Checking")
        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (column, _, _) = figuresColumn()
        let nameWidth = name.intrinsicContentSize.width
        row([name, column])
        XCTAssertEqual(name.frame.width, nameWidth, accuracy: pixel, "249 is still above UISV-spanning-fit (51)")
        XCTAssertEqual(column.frame.maxX - column.frame.minX, 300 - 12 - nameWidth, accuracy: pixel)
    }

    func test_fill_loweredLabelHuggingBesideFillAlignedNestedStack_labelStretches() async {
        let name = label("Checking")
        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (column, balance, change) = figuresColumn(alignment: .fill)
        let columnWidth = max(balance.intrinsicContentSize.width, change.intrinsicContentSize.width)
        row([name, column])
        XCTAssertEqual(column.frame.width, columnWidth, accuracy: pixel, "the column's labels fill it and hug at 250")
        XCTAssertEqual(name.frame.width, 300 - 12 - columnWidth, accuracy: pixel)
    }

    func test_fill_labelBesideSwitch_labelStretchesEvenWhenTheSwitchComesFirst() async {
        let toggle = UISwitch(), title = label("Notifications")
        let switchWidth = toggle.intrinsicContentSize.width
        row([toggle, title])
        XCTAssertEqual(toggle.frame.width, switchWidth, accuracy: pixel, "the switch hugs at 750")
        XCTAssertEqual(title.frame.width, 300 - 12 - switchWidth, accuracy: pixel)
    }

    // MARK: Shortfall

    func test_fill_tooWide_lowerCompressionResistanceTruncatesWhateverItsIndex() async {
        for lowered in 0..<2 {
            let labels = [label("Checking account"), label("1,234.56 €")]
            labels[lowered].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
            let kept = labels[1 - lowered]
            let keptWidth = kept.intrinsicContentSize.width
            row(labels, width: keptWidth + 12 + 30)
            XCTAssertEqual(kept.frame.width, keptWidth, accuracy: pixel, "index \(1 - lowered) keeps its text width")
            XCTAssertEqual(labels[lowered].frame.width, 30, accuracy: pixel, "index \(lowered) truncates")
        }
    }

    func test_fill_tooWide_labelWithLoweredResistanceBesideNestedStack_labelTruncates() async {
        let name = label("A very long account name that cannot fit")
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let (column, balance, change) = figuresColumn()
        let columnWidth = max(balance.intrinsicContentSize.width, change.intrinsicContentSize.width)
        row([name, column], width: 250)
        XCTAssertEqual(column.frame.width, columnWidth, accuracy: pixel, "the column's labels resist at 750")
        XCTAssertEqual(name.frame.width, 250 - 12 - columnWidth, accuracy: pixel)
    }

    /// Apple documents only that ties go "based on their index"; a measured layout (two labels, equal
    /// priorities) truncates the first one (see the Guide).
    func test_fill_tooWide_tiedCompressionResistance_firstLabelTruncates() async {
        let first = label("Checking account"), second = label("1,234.56 €")
        let secondWidth = second.intrinsicContentSize.width
        row([first, second], width: secondWidth + 12 + 30)
        XCTAssertEqual(second.frame.width, secondWidth, accuracy: pixel)
        XCTAssertEqual(first.frame.width, 30, accuracy: pixel)
    }

    // MARK: A stack view positioned by constraints

    /// `.defaultLow` compression resistance on the stack itself lets nothing shrink: its labels resist at 750.
    func test_constrainedStack_ownCompressionResistanceIsInert() async {
        let stack = UIStackView(arrangedSubviews: [label("Checking"), label("1,234.56 €")])
        stack.spacing = 12
        let naturalWidth = stack.arrangedSubviews.reduce(12) { $0 + $1.intrinsicContentSize.width }
        stack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let narrow = stack.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            narrow,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, naturalWidth, accuracy: pixel)
    }

    /// `.required` hugging on the stack itself does not fight the edges it is pinned to.
    func test_constrainedStack_ownRequiredHuggingIsInert() async {
        let name = label("Checking"), amount = label("1,234.56 €")
        let stack = UIStackView(arrangedSubviews: [name, amount])
        stack.spacing = 12
        stack.setContentHuggingPriority(.required, for: .horizontal)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, window.bounds.width - 40, accuracy: pixel)
        XCTAssertEqual(amount.frame.maxX, stack.bounds.maxX, accuracy: pixel)
        XCTAssertEqual(name.frame.width, window.bounds.width - 40 - 12 - amount.intrinsicContentSize.width, accuracy: pixel)
    }
}
