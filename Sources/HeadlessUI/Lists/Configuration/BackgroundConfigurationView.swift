import Foundation

/// The view a cell shows its ``UIBackgroundConfiguration`` with, behind its content: the resolved
/// fill colour, corner radius, stroke and image, inset by the configuration's background insets.
@preconcurrency @MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration: UIBackgroundConfiguration
    private var imageView: UIImageView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Shows `configuration`, with nil colours resolved against the owner's tint colour.
    func apply(_ configuration: UIBackgroundConfiguration, tintColor: UIColor) {
        self.configuration = configuration
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.cornerRadius
        layer.masksToBounds = configuration.cornerRadius > 0
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        if let image = configuration.image {
            let view = imageView ?? UIImageView()
            if imageView == nil {
                addSubview(view)
                imageView = view
            }
            view.image = image
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        setNeedsLayout()
    }

    /// Fills `bounds` of the owner inset by the configuration's background insets.
    func place(in bounds: CGRect) {
        let insets = configuration.backgroundInsets
        frame = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
            height: Swift.max(0, bounds.height - insets.top - insets.bottom)
        )
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView?.frame = bounds
    }
}
