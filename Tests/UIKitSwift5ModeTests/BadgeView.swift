import UIKit

/// A `UIView` subclass written as iOS code writes one in Swift 5 mode: UIKit's initializers, an
/// override of `layoutSubviews`, stored subviews set up from the initializer.
final class BadgeView: UIView {
    let countLabel = UILabel()

    var count: Int = 0 {
        didSet { countLabel.text = count > 99 ? "99+" : "\(count)" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = .systemRed
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        countLabel.text = "0"
        addSubview(countLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        countLabel.frame = bounds
        layer.cornerRadius = bounds.height / 2
    }
}
