import CoreGraphics
import HeadlessUITestSupport
import QuartzCore
import UIKit
import XCTest

/// A badge written as iOS code writes one: `import UIKit` and `import QuartzCore`, layer colours as
/// `CGColor`s, a gradient backing layer, a shape layer ring, a Core Animation pulse and `draw(_:)`.
final class RingBadgeView: UIView {
    private let ring = CAShapeLayer()
    var progress: CGFloat = 0.5 {
        didSet { ring.strokeEnd = progress }
    }

    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.cornerRadius = 12
        layer.borderColor = UIColor.white.cgColor
        layer.borderWidth = 2
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = progress
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 2 - 10,
            startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
        ).cgPath
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemRed.cgColor)
        context.fillEllipse(in: CGRect(x: bounds.maxX - 14, y: 6, width: 8, height: 8))
    }

    func pulse() {
        let animation = CABasicAnimation(keyPath: "transform.scale")
        animation.fromValue = 1
        animation.toValue = 1.2
        animation.duration = 0.3
        animation.autoreverses = true
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "pulse")
    }
}

@MainActor
final class LayersOnLinuxTests: HeadlessTestCase {
    func test_layerCode_compilesWithImportQuartzCoreAndRenders() async {
        let badge = place(RingBadgeView(frame: .zero), frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        window.backgroundColor = .white
        badge.layoutIfNeeded()
        let image = window.snapshotImage(scale: 1)
        let ringTop = image.pixel(x: 60, y: 30)!
        XCTAssertGreaterThan(ringTop.red, 240, "the white ring starts at the top")
        XCTAssertGreaterThan(image.pixel(x: 90, y: 60)!.red, 240, "clockwise: the right side is stroked")
        XCTAssertLessThan(image.pixel(x: 30, y: 60)!.red, 200, "strokeEnd 0.5: the left side is not (the gradient shows)")
        let dot = image.pixel(x: 90, y: 30)!
        XCTAssertGreaterThan(dot.red, 200, "the red dot drawn in draw(_:)")
        XCTAssertLessThan(dot.green, 100)
        XCTAssertLessThan(image.pixel(x: 60, y: 103)!.red, 250, "the shadow below the badge")
    }

    func test_pulse_runsOnTheRuntimeClockAndCountsAsBusy() async {
        let badge = place(RingBadgeView(frame: .zero), frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        badge.pulse()
        XCTAssertFalse(app.idleReport(horizon: 0).isIdle)
        wait(0.3)
        XCTAssertEqual(badge.layer.presentation()?.affineTransform().a ?? 0, 1.2, accuracy: 0.01)
        wait(0.35)
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle)
    }
}
