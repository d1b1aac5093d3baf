import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CALayerHierarchyTests: HeadlessTestCase {
    func test_standaloneLayer_frameFollowsPositionAndAnchorPoint() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        XCTAssertEqual(layer.position, CGPoint(x: 30, y: 35))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 30, y: 35, width: 40, height: 30), "the anchor moved, the position stayed")
    }

    func test_backingLayer_geometryIsTheViews() async {
        let view = place(UIView(), frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        XCTAssertEqual(view.layer.frame, view.frame)
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5)
        view.layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        view.layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(view.backgroundColor, .red)
        view.backgroundColor = .blue
        XCTAssertEqual(view.layer.backgroundColor, UIColor.blue.cgColor)
    }

    func test_sublayers_holdSubviewLayersAndAddedLayersInOrder() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(), second = UIView()
        view.addSubview(first)
        let added = CALayer()
        view.layer.addSublayer(added)
        view.addSubview(second)
        let below = CALayer()
        view.layer.insertSublayer(below, at: 0)
        XCTAssertTrue(view.layer.sublayers?.elementsEqual([below, first.layer, added, second.layer], by: ===) ?? false)
        XCTAssertTrue(added.superlayer === view.layer)
        XCTAssertTrue(first.layer.superlayer === view.layer)
        added.removeFromSuperlayer()
        XCTAssertNil(added.superlayer)
        XCTAssertTrue(view.layer.sublayers?.elementsEqual([below, first.layer, second.layer], by: ===) ?? false)
    }

    func test_insertBelowAndAbove_placeNextToTheSibling() async {
        let parent = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, below: b)
        XCTAssertTrue(parent.sublayers?.elementsEqual([a, c, b], by: ===) ?? false)
        parent.insertSublayer(a, above: b)
        XCTAssertTrue(parent.sublayers?.elementsEqual([c, b, a], by: ===) ?? false, "moving a sublayer keeps one copy")
        let other = CALayer()
        other.addSublayer(c)
        XCTAssertTrue(parent.sublayers?.elementsEqual([b, a], by: ===) ?? false, "adding elsewhere removes it here")
    }

    func test_addSublayer_refusesCyclesAndBackingLayers() async {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        let view = UIView()
        parent.addSublayer(view.layer)
        XCTAssertEqual(expectRuntimeIssues(count: 2).count, 2)
        XCTAssertNil(child.sublayers)
        XCTAssertTrue(parent.sublayers?.elementsEqual([child], by: ===) ?? false)
    }

    func test_layoutSublayers_runsBeforeDrawingAfterABoundsChange() async {
        final class Stripes: CALayer {
            var layouts = 0
            override func layoutSublayers() {
                layouts += 1
                sublayers?.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 4)
            }
        }
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let stripes = Stripes()
        let stripe = CALayer()
        stripe.backgroundColor = UIColor.red.cgColor
        stripes.addSublayer(stripe)
        stripes.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.layer.addSublayer(stripes)
        let image = view.snapshotImage(scale: 1)
        XCTAssertEqual(stripes.layouts, 1)
        assertPixel(image.pixel(x: 39, y: 2), 255, 0, 0, 255)
        _ = view.snapshotImage(scale: 1)
        XCTAssertEqual(stripes.layouts, 1, "no layout without a change")
    }

    func test_layerClass_backsTheViewWithThatLayer() async {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = place(GradientView(), frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let gradient = view.layer as? CAGradientLayer
        XCTAssertNotNil(gradient)
        gradient?.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        let image = view.snapshotImage(scale: 1)
        XCTAssertLessThan(image.pixel(x: 5, y: 5)!.red, 30)
        XCTAssertGreaterThan(image.pixel(x: 5, y: 95)!.red, 225)
    }
}
