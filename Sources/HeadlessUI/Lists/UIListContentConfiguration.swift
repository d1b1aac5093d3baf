import Foundation

/// The standard content of a list row or header, as UIKit's `UIListContentConfiguration`: a text,
/// a secondary text, an image at the leading edge, and their properties.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How one of the texts is drawn.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment.
        public var alignment: NSTextAlignment = .natural
        /// The most lines (0: unlimited, the default for list content).
        public var numberOfLines = 0
        /// How long lines end.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// Text properties with a font and colour.
        public init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

    }

    /// The image at the leading edge.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The secondary text (below the text, or beside it for value cells).
    public var secondaryText: String?
    /// How ``text`` is drawn.
    public var textProperties: TextProperties
    /// How ``secondaryText`` is drawn.
    public var secondaryTextProperties: TextProperties
    /// Whether the two texts sit side by side (value cells) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Vertical gap between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = CellLabelLayout.subtitleSpacing
    /// The margins around the content (default 11 pt above and below, 16 pt at the sides, as a
    /// table cell's): the image and texts sit inside them, and a self-sizing cell is as tall as the
    /// content plus the top and bottom margins.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: UITableViewCell.verticalPadding, leading: UITableViewCell.contentMargin,
        bottom: UITableViewCell.verticalPadding, trailing: UITableViewCell.contentMargin
    )

    private init(secondaryFontSize: CGFloat, secondaryColor: UIColor) {
        textProperties = TextProperties(font: .systemFont(ofSize: UIFont.labelFontSize), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondaryFontSize), color: secondaryColor)
    }

    /// The content of a default cell: one text, secondary text below it in 15 pt.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFontSize: 15, secondaryColor: .label)
    }

    /// A subtitle cell: text with a secondary text below it in 15 pt secondary colour.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFontSize: 15, secondaryColor: .secondaryLabel)
    }

    /// A value cell: text on the left, secondary text on the right in secondary colour.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFontSize: UIFont.labelFontSize, secondaryColor: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .right
        return configuration
    }

    /// A sidebar cell (HeadlessUI shows it as a default cell).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A plain-style section header: 15 pt bold-ish secondary text.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFontSize: 13, secondaryColor: .secondaryLabel)
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 15), color: .label)
        return configuration
    }

    /// A grouped-style section header: 13 pt secondary text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFontSize: 13, secondaryColor: .secondaryLabel)
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        return configuration
    }

    /// A view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}

/// The view of a ``UIListContentConfiguration``, as UIKit's `UIListContentView`: a text label and a
/// secondary text label laid out like a subtitle or value cell.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }

    /// The configuration shown; setting a configuration that is not a list configuration is
    /// reported and ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "configuration",
                    reason: "\(type(of: newValue)) is not a UIListContentConfiguration; a UIListContentView shows list configurations "
                        + "only. The configuration was ignored."
                ))
                return
            }
            listConfiguration = list
        }
    }

    /// Creates the view for `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    private var labelStyle: UITableViewCell.CellStyle {
        listConfiguration.prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle
    }

    private func apply() {
        for (label, text, properties) in [
            (textLabel, listConfiguration.text, listConfiguration.textProperties),
            (secondaryTextLabel, listConfiguration.secondaryText, listConfiguration.secondaryTextProperties),
        ] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.isHidden = (text ?? "").isEmpty
        }
        imageView.image = listConfiguration.image
        imageView.isHidden = listConfiguration.image == nil
        setNeedsLayout()
        superview?.superview?.setNeedsLayout()
    }

    /// Places the labels (stacked, or side by side for value cells), centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let size = listConfiguration.image?.size {
            let height = Swift.min(size.height, bounds.height)
            let margins = listConfiguration.directionalLayoutMargins
            imageView.frame = CGRect(
                x: margins.leading, y: (margins.top + (bounds.height - margins.top - margins.bottom - height) / 2).rounded(),
                width: size.width, height: height
            )
        }
        layout(height: bounds.height).place(text: textLabel, detail: secondaryTextLabel)
    }

    private func layout(height: CGFloat, width: CGFloat? = nil) -> CellLabelLayout {
        var layout = CellLabelLayout(style: labelStyle, width: width ?? bounds.width, height: height)
        layout.imageSpace = listConfiguration.image.map { $0.size.width + UITableViewCell.contentMargin } ?? 0
        layout.margins = listConfiguration.directionalLayoutMargins
        return layout
    }

    /// The labels' height plus the configuration's top and bottom margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height = Swift.max(
            listConfiguration.image?.size.height ?? 0,
            layout(height: 0, width: size.width).contentHeight(text: textLabel, detail: secondaryTextLabel)
        )
        let margins = listConfiguration.directionalLayoutMargins
        return CGSize(width: size.width, height: height + margins.top + margins.bottom)
    }
}
