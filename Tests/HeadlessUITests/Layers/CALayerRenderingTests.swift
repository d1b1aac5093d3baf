import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CALayerRenderingTests: HeadlessTestCase {
    private func whiteContainer() -> UIView {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .white
        return container
    }

    func test_sublayer_drawsItsBackgroundAtItsFrame() async {
        let container = whiteContainer()
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 30, width: 40, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        container.layer.addSublayer(layer)
        let image = container.snapshotImage(scale: 2)
        assertPixel(image.pixel(x: 40, y: 60), 255, 0, 0, 255, "top-left pixel of the layer")
        assertPixel(image.pixel(x: 39, y: 60), 255, 255, 255, 255, "left of it")
        assertPixel(image.pixel(x: 119, y: 79), 255, 0, 0, 255, "bottom-right pixel")
        assertPixel(image.pixel(x: 120, y: 79), 255, 255, 255, 255, "right of it")
    }

    func test_insertSublayerAtZero_drawsBelowTheSubviews() async {
        let container = whiteContainer()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .blue
        container.addSubview(child)
        let backdrop = CALayer()
        backdrop.frame = container.bounds
        backdrop.backgroundColor = UIColor.red.cgColor
        container.layer.insertSublayer(backdrop, at: 0)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 25, y: 25), 0, 0, 255, 255, "the subview is above the inserted layer")
        assertPixel(image.pixel(x: 75, y: 75), 255, 0, 0, 255, "the layer covers the rest")
        container.layer.addSublayer(backdrop)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 25, y: 25), 255, 0, 0, 255, "added last, it covers the subview")
    }

    func test_zPosition_drawsHigherLayersAbove() async {
        let container = whiteContainer()
        let top = CALayer(), bottom = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        top.backgroundColor = UIColor.red.cgColor
        top.zPosition = 1
        bottom.frame = top.frame
        bottom.backgroundColor = UIColor.blue.cgColor
        container.layer.addSublayer(top)
        container.layer.addSublayer(bottom)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 25, y: 25), 255, 0, 0, 255)
    }

    func test_borderColor_isACGColorDrawnInsideTheBounds() async {
        let container = whiteContainer()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.borderWidth = 4
        layer.borderColor = UIColor.green.cgColor
        container.layer.addSublayer(layer)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 10, y: 30), 0, 255, 0, 255)
        assertPixel(image.pixel(x: 13, y: 30), 0, 255, 0, 255)
        assertPixel(image.pixel(x: 14, y: 30), 255, 255, 255, 255)
    }

    func test_maskedCorners_roundOnlyTheChosenCorners() async {
        let container = whiteContainer()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 30
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        container.addSubview(card)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 2, y: 2), 255, 255, 255, 255, "top-left rounded")
        assertPixel(image.pixel(x: 97, y: 2), 0, 0, 255, 255, "top-right square")
        assertPixel(image.pixel(x: 2, y: 97), 0, 0, 255, 255, "bottom-left square")
        assertPixel(image.pixel(x: 97, y: 97), 255, 255, 255, 255, "bottom-right rounded")
    }

    func test_masksToBounds_clipsSublayersToTheRoundedCorners() async {
        let container = whiteContainer()
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.cornerRadius = 40
        let fill = CALayer()
        fill.frame = card.bounds
        fill.backgroundColor = UIColor.red.cgColor
        card.addSublayer(fill)
        container.layer.addSublayer(card)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 2, y: 2), 255, 0, 0, 255, "not clipped yet")
        card.masksToBounds = true
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 2, y: 2), 255, 255, 255, 255, "clipped by the corner")
        assertPixel(image.pixel(x: 50, y: 50), 255, 0, 0, 255)
    }

    func test_opacity_compositesTheLayerAsAGroup() async {
        let container = whiteContainer()
        let group = CALayer()
        group.frame = container.bounds
        group.opacity = 0.5
        for x in [0, 20] as [CGFloat] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 0, width: 40, height: 40)
            square.backgroundColor = UIColor.black.cgColor
            group.addSublayer(square)
        }
        container.layer.addSublayer(group)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 30, y: 20), 128, 128, 128, 255, "overlap is as grey as one square")
        assertPixel(image.pixel(x: 10, y: 20), 128, 128, 128, 255)
    }

    func test_hiddenLayer_isNotDrawn() async {
        let container = whiteContainer()
        let layer = CALayer()
        layer.frame = container.bounds
        layer.backgroundColor = UIColor.red.cgColor
        layer.isHidden = true
        container.layer.addSublayer(layer)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 50, y: 50), 255, 255, 255, 255)
    }

    func test_shadow_darkensBelowTheOffsetShape() async {
        let container = whiteContainer()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        container.addSubview(card)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 65, y: 65), 0, 0, 0, 255, "the hard shadow, offset by (10, 10)")
        assertPixel(image.pixel(x: 40, y: 40), 255, 255, 255, 255, "the card covers its own shadow")
        assertPixel(image.pixel(x: 75, y: 75), 255, 255, 255, 255, "past the shadow")
    }

    func test_masksToBounds_hidesTheShadow() async {
        let container = whiteContainer()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        card.layer.masksToBounds = true
        container.addSubview(card)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 65, y: 65), 255, 255, 255, 255, "clipped with the content, as on iOS")
    }

    func test_shadowRadius_blursTheEdge() async {
        let container = whiteContainer()
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = UIColor.white.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = .zero
        container.layer.addSublayer(layer)
        let image = container.snapshotImage(scale: 1)
        let near = image.pixel(x: 28, y: 50)!.red, far = image.pixel(x: 20, y: 50)!.red, outside = image.pixel(x: 5, y: 50)!.red
        XCTAssertLessThan(near, 200, "dark just outside the edge")
        XCTAssertGreaterThan(far, near, "lighter farther out")
        XCTAssertEqual(outside, 255, "gone three sigmas out")
    }

    func test_shadowPath_shapesTheShadow() async {
        let container = whiteContainer()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = .zero
        layer.shadowPath = CGPath(rect: CGRect(x: 50, y: 50, width: 20, height: 20), transform: nil)
        container.layer.addSublayer(layer)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 60, y: 60), 0, 0, 0, 255, "the path's shadow, with no content at all")
        assertPixel(image.pixel(x: 5, y: 5), 255, 255, 255, 255)
    }

    func test_mask_showsContentOnlyWhereTheMaskIsOpaque() async {
        let container = whiteContainer()
        let red = UIView(frame: container.bounds)
        red.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        red.layer.mask = mask
        container.addSubview(red)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 50, y: 50), 255, 0, 0, 255, "inside the mask's circle")
        assertPixel(image.pixel(x: 3, y: 3), 255, 255, 255, 255, "masked out")
    }

    func test_contents_drawsAnImageOverTheBounds() async {
        let container = whiteContainer()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: .init(scale: 1)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: .green)
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.contents = image
        container.layer.addSublayer(layer)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 20, y: 20), 0, 255, 0, 255)
    }

    func test_drawInContext_drawsTheLayersOwnContent() async {
        final class DotLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fillEllipse(in: bounds)
            }
        }
        let container = whiteContainer()
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        container.layer.addSublayer(dot)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 20, y: 20), 0, 0, 255, 255)
        assertPixel(image.pixel(x: 1, y: 1), 255, 255, 255, 255)
    }

    func test_affineTransform_rotatesAStandaloneLayerAboutItsAnchor() async {
        let container = whiteContainer()
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 80, height: 10)
        bar.position = CGPoint(x: 50, y: 50)
        bar.backgroundColor = UIColor.red.cgColor
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        container.layer.addSublayer(bar)
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 50, y: 15), 255, 0, 0, 255, "vertical now")
        assertPixel(image.pixel(x: 15, y: 50), 255, 255, 255, 255, "no longer horizontal")
    }
}

@MainActor
final class CALayerRenderInContextTests: HeadlessTestCase {
    func test_renderInContext_drawsAViewsLayerIntoAnImage() async {
        let view = place(UIView(), frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        view.backgroundColor = .blue
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(dot)
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: .init(scale: 1)).image { context in
            view.layer.render(in: context.cgContext)
        }
        assertPixel(image.pixel(x: 5, y: 5), 255, 0, 0, 255, "the sublayer, at the view's origin")
        assertPixel(image.pixel(x: 15, y: 15), 0, 0, 255, 255, "the view's background")
    }

    func test_renderInContext_drawsAStandaloneLayerAtItsBoundsOrigin() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 300, y: 300, width: 10, height: 10)
        layer.backgroundColor = UIColor.green.cgColor
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(scale: 1)).image { context in
            layer.render(in: context.cgContext)
        }
        assertPixel(image.pixel(x: 5, y: 5), 0, 255, 0, 255)
    }
}
