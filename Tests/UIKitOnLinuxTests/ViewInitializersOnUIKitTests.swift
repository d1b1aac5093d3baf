import HeadlessUITestSupport
import UIKit
import XCTest

/// A custom view as iOS code declares it: `init(frame:)` plus the `required init?(coder:)` UIKit makes
/// every such subclass write, here the form that calls `super.init(coder:)`.
private final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }
}

/// `UIView.init?(coder:)` exists and is `required`, as in UIKit; with no archives to decode it fails
/// with a runtime issue that says how to create the view instead.
@MainActor
final class ViewInitializersOnUIKitTests: HeadlessTestCase {
    func test_customView_withUIKitsInitializerPair_isCreatedInCode() async {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(badge.subviews.count, 1)
        XCTAssertEqual(badge.bounds.size, CGSize(width: 40, height: 20))
    }

    func test_initWithCoder_failsWithARuntimeIssueNamingTheClass() async {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        XCTAssertNotNil(unarchiver)
        if let unarchiver {
            XCTAssertNil(BadgeView(coder: unarchiver))
            XCTAssertNil(UILabel(coder: unarchiver))
        }
        let issues = expectRuntimeIssues(count: 2).map { "\($0)" }
        XCTAssertTrue(issues.first?.contains("BadgeView.init?(coder:)") == true, "\(issues)")
        XCTAssertTrue(issues.last?.contains("UILabel.init?(coder:)") == true, "\(issues)")
        XCTAssertTrue(issues.allSatisfy { $0.contains("init(frame:)") }, "\(issues)")
    }
}
