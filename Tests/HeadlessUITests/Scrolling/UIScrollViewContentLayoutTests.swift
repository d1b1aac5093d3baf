import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Scroll views sized by their content: constraints between a scroll view's edges and its content
/// attach to the content area, and the content size follows from them, as in UIKit.
@MainActor
final class UIScrollViewContentLayoutTests: HeadlessTestCase {
    /// A 320 × 400 scroll view at (0, 100) holding a vertical stack of `rows` 50 pt rows.
    private func makeScrollingStack(rows: Int = 20) -> (UIScrollView, UIStackView) {
        let scrollView = place(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        for _ in 0..<rows {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(row)
        }
        scrollView.addSubview(stack)
        return (scrollView, stack)
    }

    func test_edgeConstraints_sizeTheContentAndADragScrolls() async {
        let (scrollView, stack) = makeScrollingStack()
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        await app.runLoop.runFrames(1)
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))
        fingers.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 50), lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, 390, accuracy: 0.001, "400 pt of drag minus the 10 pt hysteresis")
        fingers.up(CGPoint(x: 160, y: 50))
    }

    func test_contentAndFrameLayoutGuides_sizeTheContent() async {
        let (scrollView, stack) = makeScrollingStack(rows: 12)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        await app.runLoop.runFrames(1)
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 10, width: 320, height: 600))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 620))
        XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame.size, CGSize(width: 320, height: 400))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame.size, CGSize(width: 320, height: 620))
    }

    func test_contentSizeFollowsTheContent() async {
        let (scrollView, stack) = makeScrollingStack(rows: 4)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        await app.runLoop.runFrames(1)
        XCTAssertEqual(scrollView.contentSize.height, 200)
        stack.arrangedSubviews[0].isHidden = true
        await app.runLoop.runFrames(1)
        XCTAssertEqual(scrollView.contentSize.height, 150)
    }

    func test_explicitContentSize_winsWhenConstraintsDoNotDetermineIt() async {
        let (scrollView, stack) = makeScrollingStack(rows: 4)
        scrollView.contentSize = CGSize(width: 320, height: 900)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        await app.runLoop.runFrames(1)
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 20, width: 200, height: 200))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 900))
    }

    func test_centerAndSizeConstraints_attachToTheFrame() async {
        let scrollView = place(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            badge.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 30),
            badge.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 0.25),
        ])
        await app.runLoop.runFrames(1)
        XCTAssertEqual(badge.frame, CGRect(x: 80, y: 30, width: 160, height: 100))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 2000), "no edge constraint closes the content")
    }
}
