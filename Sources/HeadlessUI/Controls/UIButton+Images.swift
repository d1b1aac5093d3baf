import Foundation

extension UIButton {
    // MARK: Images

    /// Sets the image for a state (`nil` removes it, so the state falls back again), as UIKit's
    /// `setImage(_:for:)`. The image sits before the title; template and symbol images take the
    /// button's tint colour.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal, configuration != nil {
            configuration?.image = image
            return
        }
        if currentImage != nil { _ = imageView }
        updateImageViews()
    }

    /// The image shown in `state`, with the same fallback as titles; a configured button's image
    /// comes from its configuration when no state image is set.
    public func image(for state: State) -> UIImage? {
        UIButton.lookUpValue(images, for: state) ?? configuration?.image
    }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// The image view that shows the current image, created on first use (as in UIKit).
    public var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        storedImageView = view
        addSubview(view)
        updateImageViews()
        return view
    }

    /// Sets the background image for a state, drawn stretched over the whole button behind the
    /// title and image, as UIKit's `setBackgroundImage(_:for:)`.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if image != nil, storedBackgroundImageView == nil {
            let view = UIImageView()
            view.contentMode = .scaleToFill
            storedBackgroundImageView = view
            insertSubview(view, at: 0)
        }
        updateImageViews()
    }

    /// The background image shown in `state`, with the same fallback as titles.
    public func backgroundImage(for state: State) -> UIImage? {
        UIButton.lookUpValue(backgroundImages, for: state)
    }

    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Sets the symbol configuration applied to symbol images in `state`, as UIKit's
    /// `setPreferredSymbolConfiguration(_:forImageIn:)`.
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        preferredSymbolConfigurations[state.rawValue] = configuration
        updateImageViews()
    }

    /// The symbol configuration for images in `state`, if one was set.
    public func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        UIButton.lookUpValue(preferredSymbolConfigurations, for: state)
    }

    // MARK: Attributed titles

    /// Sets an attributed title for a state, as UIKit's `setAttributedTitle(_:for:)`; it wins over the
    /// plain title of that state. HeadlessUI shows its text in the title label's font and colour
    /// (attributes are not drawn).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        if currentTitle != nil { _ = titleLabel }
        updateTitleLabel()
    }

    /// The attributed title of `state`, with the same fallback as titles.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        UIButton.lookUpValue(attributedTitles, for: state)
    }

    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Updating

    /// The current image with the state's preferred symbol configuration applied.
    var displayedLegacyImage: UIImage? {
        guard let image = currentImage else { return nil }
        guard image.isSymbolImage, let symbolConfiguration = preferredSymbolConfigurationForImage(in: state) else { return image }
        return image.applyingSymbolConfiguration(symbolConfiguration) ?? image
    }

    /// Puts the current image and background image in their views (state-based mode only).
    func updateImageViews() {
        guard configuration == nil else { return }
        if let imageView = storedImageView {
            let image = displayedLegacyImage
            imageView.image = image
            imageView.isHidden = image == nil
            if buttonType == .custom, image?.isDrawnAsTemplate == false { imageView.tintColor = nil }
        }
        if let backgroundView = storedBackgroundImageView {
            backgroundView.image = currentBackgroundImage
            backgroundView.isHidden = currentBackgroundImage == nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
