import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints each
/// piece of the grammar makes, the frames they give, and UIKit's parse errors.
@MainActor
final class VisualFormatTests: HeadlessTestCase {
    private var parent: UIView!
    private var a: UIView!
    private var b: UIView!
    private var c: UIView!

    private func makeViews() {
        parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        a = UIView()
        b = UIView()
        c = UIView()
        for view in [a, b, c] {
            view!.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view!)
        }
    }

    private func layout(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) async {
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: ["a": a!, "b": b!, "c": c!]
            ))
        }
        await app.runLoop.runFrames(1)
    }

    private func descriptions(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) -> [String] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: ["a": a!, "b": b!, "c": c!])
            .map {
                $0.description.replacingOccurrences(of: "   (inactive)>", with: "")
                    .replacingOccurrences(of: "<NSLayoutConstraint ", with: "")
            }
    }

    func test_standardSpacing_is20ToTheSuperviewAnd8BetweenViews() async {
        makeViews()
        await layout(["H:|-[a]-[b(==a)]-|", "V:|-[a(40)]", "V:|-[b(40)]"])
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 20, width: 126, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 154, y: 20, width: 126, height: 40))
    }

    func test_explicitSpacingFlushViewsAndMetrics() async {
        makeViews()
        await layout(["H:|-pad-[a(50)][b(w)]-(>=0)-|", "V:|[a(10)]-(pad)-[b(10)]"], metrics: ["pad": 12, "w": 30.0])
        XCTAssertEqual(a.frame, CGRect(x: 12, y: 0, width: 50, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 62, y: 22, width: 30, height: 10))
    }

    func test_predicates_relationsPrioritiesAndViews() {
        makeViews()
        XCTAssertEqual(descriptions("[a(>=50,<=100@750)]"), ["UIView.width >= 50", "UIView.width <= 100 @750"])
        XCTAssertEqual(descriptions("V:[a(==b)]-(>=8@250)-[b]"), ["UIView.height == UIView.height", "UIView.top >= UIView.bottom + 8 @250"])
        XCTAssertEqual(descriptions("|-(-4)-[a]|"), ["UIView.leading == UIView.leading - 4", "UIView.trailing == UIView.trailing"])
    }

    func test_alignmentOption_alignsNeighbours() async {
        makeViews()
        await layout(["H:|[a(40)]-[b(40)]-[c(40)]"], options: .alignAllCenterY)
        await layout(["V:|-30-[a(20)]", "V:[b(60)]", "V:[c(10)]"])
        XCTAssertEqual(b.frame.midY, a.frame.midY)
        XCTAssertEqual(c.frame.midY, a.frame.midY)
        XCTAssertEqual(c.frame.minX, 96)
    }

    func test_directionRightToLeft_runsFromTheRightEdge() async {
        makeViews()
        await layout(["H:|-10-[a(50)]-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)
        XCTAssertEqual(a.frame.maxX, 290)
        XCTAssertEqual(b.frame.maxX, 232)
    }

    func test_formatOptions_haveUIKitRawValues() {
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue, 2)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue, 1 << 10)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue, 1 << 12)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue, 2 << 16)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue, 1 << 19)
    }

    func test_parseErrors_useUIKitWordingWithACaret() {
        makeViews()
        let table: [(format: String, message: String)] = [
            ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement \nV|[a]| \n ^"),
            ("H:|-[a]-", "Expected a view \nH:|-[a]- \n        ^"),
            ("H:[a]-[zz]", "zz is not a key in the views dictionary. \nH:[a]-[zz] \n       ^"),
            ("H:[a(=<5)]", "Unknown relation. Must be ==, >=, or <= \nH:[a(=<5)] \n     ^"),
            ("H:[a]-gap-[b]", "gap is not a key in the metrics or views dictionaries. \nH:[a]-gap-[b] \n      ^"),
            ("H:[a(50]", "Expected ')' or ',' in the predicate list \nH:[a(50] \n       ^"),
        ]
        for row in table {
            XCTAssertEqual(descriptions(row.format), [], row.format)
            let issues = expectRuntimeIssues(count: 1)
            XCTAssertEqual(
                issues.first?.description,
                "Unable to parse constraint format: \n\(row.message)\n"
                    + "HeadlessUI returned no constraints (UIKit raises NSInvalidArgumentException).",
                row.format
            )
        }
    }

    func test_alignmentAlongTheLine_isReported() {
        makeViews()
        XCTAssertEqual(descriptions("H:[a]-[b]", options: .alignAllLeading), [])
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        ) ?? false, "\(issues)")
    }

    func test_superviewBar_withoutSuperview_isReported() {
        makeViews()
        let loose = UIView()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]", metrics: nil, views: ["v": loose])
        XCTAssertEqual(constraints.count, 0)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "Unable to interpret '|' character, because the related view doesn't have a superview \nH:|[v] \n  ^"
        ) ?? false, "\(issues)")
    }
}
