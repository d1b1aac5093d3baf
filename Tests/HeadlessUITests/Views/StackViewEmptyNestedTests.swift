@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// An empty stack arranged inside another stack is measured as nothing (zero length, plus its
/// margins when its arrangement is margin-relative): it takes no room and removes none.
@MainActor
final class StackViewEmptyNestedTests: HeadlessTestCase {
    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    func test_emptyNestedStack_takesNoRoomInTheFittingSize() async {
        UIStackView.$allowsDirectLayout.withValue(false) { emptyNestedStackTakesNoRoomInTheFittingSize() }
    }

    private func emptyNestedStackTakesNoRoomInTheFittingSize() {
        let outer = UIStackView(arrangedSubviews: [label("Top"), UIStackView(), label("Bottom")])
        outer.axis = .vertical
        let withEmpty = outer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let reference = UIStackView(arrangedSubviews: [label("Top"), label("Bottom")])
        reference.axis = .vertical
        let without = reference.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(withEmpty.height, without.height, accuracy: 0.01)
    }

    func test_emptyNestedStackWithMargins_isAsTallAsItsMargins() async {
        UIStackView.$allowsDirectLayout.withValue(false) { emptyNestedStackWithMarginsIsAsTallAsItsMargins() }
    }

    private func emptyNestedStackWithMarginsIsAsTallAsItsMargins() {
        let empty = UIStackView()
        empty.isLayoutMarginsRelativeArrangement = true
        empty.layoutMargins = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        let outer = UIStackView(arrangedSubviews: [label("Top"), empty])
        outer.axis = .vertical
        let size = outer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.height, 20 + 12, accuracy: 0.01)
    }
}
