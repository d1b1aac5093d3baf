import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `UIVisualEffectView`: a blur is drawn as its material's tint over what is behind it (no blur),
/// following dark mode; content goes in `contentView`.
@MainActor
final class UIVisualEffectViewTests: HeadlessTestCase {
    /// A red square with an effect view over its right half.
    private func redBackdrop(effect: UIVisualEffect?) -> (UIView, UIVisualEffectView) {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .red
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        container.addSubview(effectView)
        container.layoutIfNeeded()
        return (container, effectView)
    }

    private func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let pixel = image.pixel(x: x, y: y) else { return [] }
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    func test_lightMaterial_lightensWhatIsBehindIt() async {
        let (container, _) = redBackdrop(effect: UIBlurEffect(style: .systemMaterial))
        let image = container.snapshotImage(scale: 1)
        XCTAssertEqual(rgb(image, 25, 50), [255, 0, 0], "outside the effect")
        let covered = rgb(image, 75, 50)
        XCTAssertGreaterThan(covered[1], 120, "the light material shows through as a pale tint: \(covered)")
        XCTAssertGreaterThan(covered[0], 240, "red is still behind it: \(covered)")
    }

    func test_material_followsDarkMode() async {
        let (container, _) = redBackdrop(effect: UIBlurEffect(style: .systemMaterial))
        app.setUserInterfaceStyle(.dark)
        let covered = rgb(container.snapshotImage(scale: 1), 75, 50)
        XCTAssertLessThan(covered[0], 120, "the dark material darkens: \(covered)")
        XCTAssertLessThan(covered[1], 40, "\(covered)")
    }

    func test_noEffect_drawsNothingAndContentDrawsOnTop() async {
        let (container, effectView) = redBackdrop(effect: nil)
        XCTAssertEqual(rgb(container.snapshotImage(scale: 1), 75, 50), [255, 0, 0])
        effectView.effect = UIBlurEffect(style: .dark)
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        label.backgroundColor = .blue
        effectView.contentView.addSubview(label)
        container.layoutIfNeeded()
        let image = container.snapshotImage(scale: 1)
        XCTAssertEqual(rgb(image, 70, 20), [0, 0, 255], "content is drawn above the effect")
        XCTAssertNotEqual(rgb(image, 90, 80), [255, 0, 0], "the effect covers the rest")
        XCTAssertEqual(effectView.contentView.frame, effectView.bounds)
    }

    func test_subviewAddedToTheEffectViewItself_isReported() async {
        let (_, effectView) = redBackdrop(effect: UIBlurEffect(style: .light))
        effectView.addSubview(UILabel())
        let issues = expectRuntimeIssues(count: 1).map { "\($0)" }
        XCTAssertTrue(issues.first?.contains("contentView.addSubview") == true, "\(issues)")
    }

    func test_blurStyleRawValues_matchUIKit() async {
        XCTAssertEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
        XCTAssertEqual(UIBlurEffect.Style.regular.rawValue, 4)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
    }
}
