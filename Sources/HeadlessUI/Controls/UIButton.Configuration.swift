import Foundation

extension UIButton {
    /// The content and look of a button, as UIKit's `UIButton.Configuration` (iOS 15): a value the
    /// app builds from a style (``plain()``, ``tinted()``, ``gray()``, ``filled()`` and the bordered
    /// variants) and assigns to ``UIButton/configuration``.
    ///
    /// - Colours: the foreground is ``baseForegroundColor``, else white for filled styles and the
    ///   button's tint for the others; the background is `background.backgroundColor`, else
    ///   ``baseBackgroundColor`` (else the tint) for filled styles, a 15 % tint for tinted ones,
    ///   `tertiarySystemFill` for gray ones and nothing for plain ones.
    /// - State: a disabled button draws its title in `tertiaryLabel` on `tertiarySystemFill`; a
    ///   highlighted one draws its foreground at half opacity and its background at 75 %.
    /// - Layout: the image sits on the ``imagePlacement`` side of the title block,
    ///   ``imagePadding`` apart; the subtitle sits ``titlePadding`` below the title; the content is
    ///   centred inside ``contentInsets``.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Pay"
    /// configuration.image = UIImage(systemName: "creditcard")
    /// configuration.imagePadding = 8
    /// let pay = UIButton(configuration: configuration)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The style a configuration was made from (HeadlessUI's name for UIKit's private style).
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }

        /// How round the background's corners are, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// Follows ``Configuration/buttonSize``.
            case dynamic = 0
            /// `background.cornerRadius` exactly.
            case fixed = -1
            /// A small radius (4 pt).
            case small = 1
            /// A medium radius (8 pt).
            case medium = 2
            /// A large radius (12 pt).
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// The size class of a button, as UIKit's `UIButton.Configuration.Size`: it picks the
        /// default content insets, fonts and corner radius.
        public enum Size: Int, Hashable, Sendable {
            /// Mini: 12 pt title, insets 2/6.
            case mini = 0
            /// Small: 15 pt title, insets 5/10.
            case small = 1
            /// Medium (the default): 17 pt title, insets 7/12.
            case medium = 2
            /// Large: 17 pt title, insets 14/20.
            case large = 3
        }

        /// How the title and subtitle align to each other, as UIKit's
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Leading when there is a leading or trailing image, else centred.
            case automatic = 0
            /// Leading edges aligned.
            case leading = 1
            /// Centred.
            case center = 2
            /// Trailing edges aligned.
            case trailing = 3
        }

        let style: Style

        /// The title (the text of ``attributedTitle`` wins when both are set).
        public var title: String?
        /// The title with attributes; HeadlessUI shows its characters in the configuration's title
        /// font and foreground colour.
        public var attributedTitle: AttributedString?
        /// A second line of smaller text under the title.
        public var subtitle: String?
        /// The subtitle with attributes (its characters are shown, as for ``attributedTitle``).
        public var attributedSubtitle: AttributedString?
        /// The image shown beside the title.
        public var image: UIImage?
        /// The side of the title the image sits on (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title block.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// How a title too long for the button is shortened.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The symbol configuration applied to a symbol ``image``.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The colour of the title, subtitle and template image (nil: the style's colour).
        public var baseForegroundColor: UIColor?
        /// The colour the style derives its background from (nil: the tint colour).
        public var baseBackgroundColor: UIColor?
        /// The background: its colour, when set, is drawn as is.
        public var background: UIBackgroundConfiguration = .clear()
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class (default insets, fonts and corner radius).
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// Whether the look follows the selected state (accepted; HeadlessUI draws selected buttons
        /// as normal ones).
        public var automaticallyUpdateForSelection = true
        private var customContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) {
            self.style = style
        }

        // MARK: Styles

        /// No background; the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background; the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint colour; the title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As ``plain()`` (UIKit's bordered variants look the same on iOS).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// As ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// As ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        // MARK: Insets and metrics

        /// Space around the content; by default it follows ``buttonSize``.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Configuration.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        /// Goes back to the ``buttonSize``'s default content insets.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title font for the size.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        /// The subtitle font for the size.
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini, .small: return .systemFont(ofSize: 12)
            case .medium, .large: return .systemFont(ofSize: 13)
            }
        }

        /// The background's corner radius for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: return 4
                case .small: return 6
                case .medium: return 8
                case .large: return 10
                }
            }
        }

        /// The title text (attributed title first).
        var resolvedTitleText: String? {
            if let attributedTitle { return String(attributedTitle.characters) }
            return title
        }

        /// The subtitle text (attributed subtitle first).
        var resolvedSubtitleText: String? {
            if let attributedSubtitle { return String(attributedSubtitle.characters) }
            return subtitle
        }

        // MARK: State

        /// This configuration with its colours resolved for `button`'s current state, as UIKit's
        /// `updated(for:)`: ``baseForegroundColor`` and `background.backgroundColor` hold the colours
        /// drawn now.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var resolved = self
            resolved.baseForegroundColor = foregroundColor(for: button)
            resolved.background.backgroundColor = backgroundColor(for: button)
            return resolved
        }

        @MainActor
        private func foregroundColor(for button: UIButton) -> UIColor {
            if !button.isEnabled { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : button.tintColor ?? .systemBlue)
            return button.isHighlighted ? base.withAlphaComponent(base.alpha * 0.5) : base
        }

        @MainActor
        private func backgroundColor(for button: UIButton) -> UIColor? {
            let tint = baseBackgroundColor ?? button.tintColor ?? .systemBlue
            var color: UIColor?
            if let explicit = background.backgroundColor {
                color = explicit
            } else {
                switch style {
                case .plain: color = nil
                case .tinted: color = tint.withAlphaComponent(tint.alpha * 0.15)
                case .gray: color = baseBackgroundColor ?? .tertiarySystemFill
                case .filled: color = tint
                }
            }
            guard let base = color else { return nil }
            if !button.isEnabled { return background.backgroundColor ?? .tertiarySystemFill }
            return button.isHighlighted ? base.withAlphaComponent(base.alpha * 0.75) : base
        }
    }
}
