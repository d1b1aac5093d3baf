import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIImageEmptyTests: HeadlessTestCase {
    func test_emptyImage_hasNoSizeAndDrawsNothing() async {
        let image = UIImage()
        XCTAssertEqual(image.size, .zero)
        XCTAssertEqual(image.scale, 1)
        XCTAssertNil(image.pixel(x: 0, y: 0))
        let imageView = UIImageView(image: image)
        XCTAssertEqual(imageView.intrinsicContentSize, .zero)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: UIGraphicsImageRendererFormat(scale: 1)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        XCTAssertEqual(drawn.pixel(x: 2, y: 2)?.alpha, 0, "nothing is drawn")
    }
}
