import Foundation

extension UIButton {
    // MARK: Update cycle

    /// Asks for a configuration update at the next layout pass, as UIKit's
    /// `setNeedsUpdateConfiguration()`. State changes call it when
    /// ``automaticallyUpdatesConfiguration`` is on.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func configurationDidChange(from oldValue: Configuration?) {
        if isUpdatingConfiguration { return }
        if configuration == nil, oldValue != nil { leaveConfigurationMode() }
        setNeedsUpdateConfiguration()
    }

    /// Runs a pending update: the subclass hook, the handler, then the resolved look.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        applyConfiguration()
    }

    private func leaveConfigurationMode() {
        configurationBackgroundView?.removeFromSuperview()
        configurationBackgroundView = nil
        configurationActivityIndicator?.removeFromSuperview()
        configurationActivityIndicator = nil
        storedSubtitleLabel?.removeFromSuperview()
        storedSubtitleLabel = nil
        appliedConfiguration = nil
        updateTitleLabel()
        updateImageViews()
    }

    // MARK: Applying

    private func applyConfiguration() {
        guard let configuration else { return }
        let resolved = configuration.updated(for: self)
        appliedConfiguration = resolved
        let foreground = resolved.baseForegroundColor ?? tintColor ?? .systemBlue

        let background = configurationBackgroundView ?? makeConfigurationBackgroundView()
        background.backgroundColor = resolved.background.backgroundColor

        let title = resolved.resolvedTitleText
        if let title, !title.isEmpty { _ = titleLabel }
        if let label = storedTitleLabel {
            label.text = title
            label.font = resolved.titleFont
            label.textColor = foreground
            label.lineBreakMode = resolved.titleLineBreakMode
            label.isHidden = title?.isEmpty ?? true
        }
        let subtitle = resolved.resolvedSubtitleText
        if let subtitle, !subtitle.isEmpty, storedSubtitleLabel == nil {
            let label = UILabel()
            storedSubtitleLabel = label
            addSubview(label)
        }
        if let label = storedSubtitleLabel {
            label.text = subtitle
            label.font = resolved.subtitleFont
            label.textColor = foreground
            label.isHidden = subtitle?.isEmpty ?? true
        }

        var image = resolved.image
        if let symbolConfiguration = resolved.preferredSymbolConfigurationForImage, let shown = image, shown.isSymbolImage {
            image = shown.applyingSymbolConfiguration(symbolConfiguration) ?? shown
        }
        if image != nil || storedImageView != nil {
            let view = imageView
            view?.image = image
            view?.tintColor = foreground
            view?.isHidden = image == nil || resolved.showsActivityIndicator
        }
        if resolved.showsActivityIndicator {
            let indicator = configurationActivityIndicator ?? makeActivityIndicator()
            indicator.color = foreground
            indicator.startAnimating()
        } else {
            configurationActivityIndicator?.stopAnimating()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func makeConfigurationBackgroundView() -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        configurationBackgroundView = view
        insertSubview(view, at: 0)
        return view
    }

    private func makeActivityIndicator() -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.isUserInteractionEnabled = false
        configurationActivityIndicator = indicator
        addSubview(indicator)
        return indicator
    }

    // MARK: Measuring and layout

    /// The pieces of a configured button's content and where they go, relative to the content's
    /// top-left corner.
    private struct ConfiguredContent {
        var size: CGSize = .zero
        var imageFrame: CGRect?
        var titleFrame: CGRect?
        var subtitleFrame: CGRect?
    }

    private func configuredContent(for configuration: Configuration) -> ConfiguredContent {
        var content = ConfiguredContent()
        let titleSize = storedTitleLabel.flatMap { $0.isHidden ? nil : $0.intrinsicContentSize }
        let subtitleSize = storedSubtitleLabel.flatMap { $0.isHidden ? nil : $0.intrinsicContentSize }
        var imageSize: CGSize?
        if configuration.showsActivityIndicator {
            let side = UIActivityIndicatorView.Style.medium.sideLength
            imageSize = CGSize(width: side, height: side)
        } else if let view = storedImageView, !view.isHidden, let image = view.image {
            imageSize = image.size
        }

        var textSize = CGSize.zero
        if let titleSize { textSize = titleSize }
        if let subtitleSize {
            textSize.width = Swift.max(textSize.width, subtitleSize.width)
            textSize.height += (titleSize == nil ? 0 : configuration.titlePadding) + subtitleSize.height
        }
        let hasText = titleSize != nil || subtitleSize != nil
        let placement = configuration.imagePlacement
        let isVertical = placement == .top || placement == .bottom
        var textOrigin = CGPoint.zero
        if let imageSize {
            let padding = hasText ? configuration.imagePadding : 0
            if isVertical {
                content.size = CGSize(
                    width: Swift.max(imageSize.width, textSize.width), height: imageSize.height + padding + textSize.height
                )
                let imageY = placement == .top ? 0 : textSize.height + padding
                content.imageFrame = CGRect(
                    x: (content.size.width - imageSize.width) / 2, y: imageY, width: imageSize.width, height: imageSize.height
                )
                textOrigin = CGPoint(x: (content.size.width - textSize.width) / 2, y: placement == .top ? imageSize.height + padding : 0)
            } else {
                content.size = CGSize(
                    width: imageSize.width + padding + textSize.width, height: Swift.max(imageSize.height, textSize.height)
                )
                let isTrailing = placement == .trailing && effectiveUserInterfaceLayoutDirection == .leftToRight
                    || placement == .leading && effectiveUserInterfaceLayoutDirection == .rightToLeft
                let imageX = isTrailing ? textSize.width + padding : 0
                content.imageFrame = CGRect(
                    x: imageX, y: (content.size.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height
                )
                textOrigin = CGPoint(x: isTrailing ? 0 : imageSize.width + padding, y: (content.size.height - textSize.height) / 2)
            }
        } else {
            content.size = textSize
        }
        func x(forWidth width: CGFloat) -> CGFloat {
            var alignment = configuration.titleAlignment
            if alignment == .automatic { alignment = imageSize != nil && !isVertical ? .leading : .center }
            switch alignment {
            case .leading: return textOrigin.x
            case .trailing: return textOrigin.x + textSize.width - width
            default: return textOrigin.x + (textSize.width - width) / 2
            }
        }
        if let titleSize {
            content.titleFrame = CGRect(x: x(forWidth: titleSize.width), y: textOrigin.y, width: titleSize.width, height: titleSize.height)
        }
        if let subtitleSize {
            let y = textOrigin.y + (titleSize.map { $0.height + configuration.titlePadding } ?? 0)
            content.subtitleFrame = CGRect(x: x(forWidth: subtitleSize.width), y: y, width: subtitleSize.width, height: subtitleSize.height)
        }
        return content
    }

    /// The content's size plus the content insets.
    func configurationIntrinsicContentSize() -> CGSize {
        updateConfigurationIfNeeded()
        guard let configuration = appliedConfiguration else { return .zero }
        let insets = configuration.contentInsets
        let content = configuredContent(for: configuration)
        return CGSize(
            width: content.size.width + insets.leading + insets.trailing,
            height: content.size.height + insets.top + insets.bottom
        )
    }

    /// Lays out the background over the bounds and the content centred inside the content insets
    /// (following the content alignments), shrinking the title to fit.
    func layoutConfiguredContent() {
        updateConfigurationIfNeeded()
        guard let configuration = appliedConfiguration else { return }
        if let background = configurationBackgroundView {
            let insets = configuration.background.backgroundInsets
            background.frame = bounds.inset(by: UIEdgeInsets(
                top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing
            ))
            background.layer.cornerRadius = configuration.cornerRadius(height: background.bounds.height)
        }
        let insets = configuration.contentInsets
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let area = bounds.inset(by: UIEdgeInsets(
            top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading,
            bottom: insets.bottom, right: isRightToLeft ? insets.leading : insets.trailing
        ))
        let content = configuredContent(for: configuration)
        let origin: CGPoint
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: origin = CGPoint(x: area.minX, y: 0)
        case .right: origin = CGPoint(x: area.maxX - content.size.width, y: 0)
        default: origin = CGPoint(x: area.midX - content.size.width / 2, y: 0)
        }
        let originY: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: originY = area.minY
        case .bottom: originY = area.maxY - content.size.height
        default: originY = area.midY - content.size.height / 2
        }
        func place(_ frame: CGRect?) -> CGRect {
            guard var frame else { return .zero }
            frame.origin.x += origin.x
            frame.origin.y += originY
            if frame.maxX > area.maxX { frame.size.width = Swift.max(0, area.maxX - frame.minX) }
            return frame
        }
        if configuration.showsActivityIndicator {
            configurationActivityIndicator?.frame = place(content.imageFrame)
        } else {
            storedImageView?.frame = place(content.imageFrame)
        }
        storedTitleLabel?.frame = place(content.titleFrame)
        storedSubtitleLabel?.frame = place(content.subtitleFrame)
    }
}
