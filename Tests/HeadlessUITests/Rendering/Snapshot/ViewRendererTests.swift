import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ViewRendererTests: HeadlessTestCase {
    private func whiteContainer(_ size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let container = place(UIView(), frame: CGRect(origin: .zero, size: size))
        container.backgroundColor = .white
        return container
    }

    // MARK: Backgrounds and scale

    func test_snapshot_redViewIsRedAtEveryScale() async {
        let container = whiteContainer()
        let red = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        red.backgroundColor = .red
        container.addSubview(red)
        for scale in [1, 2, 3] as [CGFloat] {
            let image = container.snapshotImage(scale: scale)
            XCTAssertEqual(image.pixelWidth, Int(100 * scale))
            assertPixel(image.pixel(x: Int(25 * scale), y: Int(40 * scale)), 255, 0, 0, 255, "@\(scale)x inside")
            assertPixel(image.pixel(x: Int(10 * scale), y: Int(20 * scale)), 255, 0, 0, 255, "@\(scale)x top-left pixel")
            assertPixel(image.pixel(x: Int(10 * scale) - 1, y: Int(40 * scale)), 255, 255, 255, 255, "@\(scale)x left of it")
        }
    }

    func test_snapshot_hiddenAndTransparentViewsAreNotDrawn() async {
        let container = whiteContainer()
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let invisible = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        invisible.backgroundColor = .red
        invisible.alpha = 0
        container.addSubview(hidden)
        container.addSubview(invisible)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 25, y: 25), 255, 255, 255, 255)
        assertPixel(image.pixel(x: 75, y: 75), 255, 255, 255, 255)
    }

    // MARK: Alpha

    func test_snapshot_halfAlphaViewBlendsWithWhatIsBehind() async {
        let container = whiteContainer()
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        black.backgroundColor = .black
        black.alpha = 0.5
        container.addSubview(black)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 10, y: 10), 128, 128, 128, 255)
    }

    func test_snapshot_translucentParentCompositesItsChildrenAsOneGroup() async {
        let container = whiteContainer()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        parent.alpha = 0.5
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        back.backgroundColor = .black
        let front = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        front.backgroundColor = .black
        parent.addSubview(back)
        parent.addSubview(front)
        container.addSubview(parent)
        let image = container.snapshotImage(scale: 1)
        // Where both children overlap the grey is the same as where one does: UIKit's group opacity.
        assertPixel(image.pixel(x: 30, y: 30), 128, 128, 128, 255, "overlap")
        assertPixel(image.pixel(x: 10, y: 10), 128, 128, 128, 255, "one child")
    }

    // MARK: Layer styling

    func test_snapshot_cornerRadiusLeavesTheCornerShowingTheBackground() async {
        let container = whiteContainer()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 20
        container.addSubview(card)
        let image = container.snapshotImage(scale: 2)
        assertPixel(image.pixel(x: 21, y: 21), 255, 255, 255, 255, "outside the radius")
        assertPixel(image.pixel(x: 40, y: 40), 0, 0, 255, 255, "inside the arc")
        assertPixel(image.pixel(x: 80, y: 20), 0, 0, 255, 255, "along the top edge")
    }

    func test_snapshot_borderDrawsInsideTheBoundsAboveSubviews() async {
        let container = whiteContainer()
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.backgroundColor = .white
        box.layer.borderWidth = 3
        box.layer.borderColor = UIColor.red.cgColor
        let child = UIView(frame: box.bounds)
        child.backgroundColor = .blue
        box.addSubview(child)
        container.addSubview(box)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 10, y: 30), 255, 0, 0, 255, "outer border pixel, over the child")
        assertPixel(image.pixel(x: 12, y: 30), 255, 0, 0, 255, "inner border pixel")
        assertPixel(image.pixel(x: 13, y: 30), 0, 0, 255, 255, "child inside the border")
        assertPixel(image.pixel(x: 9, y: 30), 255, 255, 255, 255, "outside the bounds")
    }

    func test_snapshot_clipsToBoundsCutsSubviews() async {
        let container = whiteContainer()
        let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let overflowing = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        overflowing.backgroundColor = .red
        clipper.addSubview(overflowing)
        container.addSubview(clipper)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 50, y: 50), 255, 0, 0, 255, "not clipped yet")
        clipper.clipsToBounds = true
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 50, y: 50), 255, 255, 255, 255, "clipped")
        assertPixel(image.pixel(x: 39, y: 39), 255, 0, 0, 255, "inside the clipper")
    }

    // MARK: Transforms

    func test_snapshot_quarterTurnTransformMovesTheBar() async {
        let container = whiteContainer()
        let bar = UIView(frame: CGRect(x: 20, y: 45, width: 60, height: 10))
        bar.backgroundColor = .red
        let marker = UIView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        marker.backgroundColor = .blue
        bar.addSubview(marker)
        container.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 50, y: 25), 255, 0, 0, 255, "the bar is now vertical")
        assertPixel(image.pixel(x: 25, y: 50), 255, 255, 255, 255, "no longer horizontal")
        // The marker at the bar's right end turns to its bottom end.
        assertPixel(image.pixel(x: 50, y: 74), 0, 0, 255, 255, "marker after turning")
    }

    // MARK: Animation

    func test_snapshot_midAnimationDrawsThePresentationPosition() async {
        let container = whiteContainer(CGSize(width: 200, height: 50))
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        mover.backgroundColor = .red
        container.addSubview(mover)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { mover.frame.origin.x = 100 })
        await app.runLoop.runFrames(30)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 55, y: 10), 255, 0, 0, 255, "half way")
        assertPixel(image.pixel(x: 110, y: 10), 255, 255, 255, 255, "the model position is not drawn yet")
    }
}
