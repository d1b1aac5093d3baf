import Foundation

/// A view that shows an image, or a sequence of images as a flip-book animation, as UIKit's
/// `UIImageView`.
///
/// - `init(image:)` sizes the view to the image. ``intrinsicContentSize`` is the displayed
///   image's size (no intrinsic size without an image). ``imageFrame`` is where the image lands for
///   the ``contentMode`` (`.scaleToFill` by default, as in UIKit).
/// - ``isHighlighted`` shows ``highlightedImage`` when there is one.
/// - Template images (`.alwaysTemplate`, or symbol images in `.automatic` mode) are drawn in the
///   view's ``tintColor``: ``displayedTintColor`` says which colour rendering uses.
/// - ``startAnimating()`` flips through ``animationImages`` on the runtime clock:
///   ``animationDuration`` per cycle (0 means 1/30 s per image, as in UIKit),
///   ``animationRepeatCount`` cycles (0 repeats forever). ``currentAnimationFrameIndex`` is the
///   frame on screen. A finite animation stops by itself; an endless one never makes the app busy.
/// - User interaction is off by default (UIKit), so touches go to the view behind.
/// - Accessibility: not an element by default (UIKit); trait `.image`; the label comes from the
///   displayed image's accessibility label (a symbol's name).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Seconds per image when ``animationDuration`` is 0 (UIKit: 1/30 s).
    public static let defaultSecondsPerAnimationImage: TimeInterval = 1.0 / 30.0

    private var animationStartTime: TimeInterval?
    private var animationEndWork: ScheduledWork?

    // MARK: Images

    /// The image shown normally.
    open var image: UIImage? {
        didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }

    /// The image shown while ``isHighlighted`` (the normal image when nil).
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
    }

    /// The symbol configuration applied to the symbol images this view shows, as UIKit's
    /// `preferredSymbolConfiguration` (it resizes the placeholder; bitmaps are unaffected).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            configuredImageCache = nil
            invalidateIntrinsicContentSize()
        }
    }

    private var configuredImageCache: (source: UIImage, result: UIImage)?

    /// `image` with ``preferredSymbolConfiguration`` applied when it is a symbol.
    private func configured(_ image: UIImage?) -> UIImage? {
        guard let image, image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        if let cache = configuredImageCache, cache.source === image { return cache.result }
        let result = image.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? image
        configuredImageCache = (image, result)
        return result
    }

    /// Whether the view shows its highlighted image.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Init

    /// Creates an image view sized to `image` (zero size without one).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with a normal and a highlighted image, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view with user interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // MARK: What is on screen

    /// The image on screen now: the current animation frame while animating, else the
    /// highlighted image when highlighted (and set), else ``image``.
    public var displayedImage: UIImage? {
        if let frame = currentAnimationFrameIndex, let images = activeAnimationImages { return images[frame] }
        if isHighlighted, let highlightedImage { return configured(highlightedImage) }
        return configured(image)
    }

    /// The colour rendering fills the displayed image with: the view's tint for a template image,
    /// the image's own tint for one made with `withTintColor(_:)`, nil when drawn in its own colours.
    public var displayedTintColor: UIColor? {
        guard let image = displayedImage else { return nil }
        if image.isDrawnAsTemplate { return image.tintColor ?? tintColor }
        return image.tintColor
    }

    /// The displayed image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        let shown = configured((isHighlighted ? highlightedImage : nil) ?? image)
        guard let shown else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return shown.size
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configured((isHighlighted ? highlightedImage : nil) ?? image)?.size ?? bounds.size
    }

    // MARK: Animation

    /// The frames of the flip-book animation.
    open var animationImages: [UIImage]? {
        didSet { if activeAnimationImages?.isEmpty ?? true { stopAnimating() } }
    }

    /// The frames used instead while ``isHighlighted``.
    open var highlightedAnimationImages: [UIImage]?

    /// Seconds for one cycle through the images; 0 (the default) means 1/30 s per image.
    /// Negative or non-finite values are reported and ignored.
    open var animationDuration: TimeInterval = 0 {
        didSet {
            guard animationDuration.isFinite, animationDuration >= 0 else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "animationDuration",
                    reason: "\(animationDuration) is not a duration; pass a finite number of seconds ≥ 0 (0 means 1/30 s per image)."
                ))
                animationDuration = oldValue
                return
            }
            scheduleAnimationEnd()
        }
    }

    /// How many cycles to run; 0 (the default) repeats forever. Negative values are reported and ignored.
    open var animationRepeatCount = 0 {
        didSet {
            guard animationRepeatCount >= 0 else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "animationRepeatCount",
                    reason: "\(animationRepeatCount) cycles is not possible; pass 0 to repeat forever or a positive count."
                ))
                animationRepeatCount = oldValue
                return
            }
            scheduleAnimationEnd()
        }
    }

    /// Starts the flip-book animation from the first frame. Without animation images it does nothing.
    open func startAnimating() {
        guard let images = activeAnimationImages, !images.isEmpty, let application = owningApplication else { return }
        if animationStartTime != nil { return }
        animationStartTime = application.clock.seconds
        scheduleAnimationEnd()
    }

    /// Stops the animation; the view shows ``image`` again.
    open func stopAnimating() {
        animationStartTime = nil
        animationEndWork?.cancel()
        animationEndWork = nil
    }

    /// Whether the flip-book animation is running.
    open var isAnimating: Bool { animationStartTime != nil }

    /// The index of the frame on screen while animating, from the runtime clock; nil otherwise.
    public var currentAnimationFrameIndex: Int? {
        guard let start = animationStartTime, let images = activeAnimationImages, !images.isEmpty,
              let now = owningApplication?.clock.seconds else { return nil }
        let perImage = cycleDuration(imageCount: images.count) / Double(images.count)
        guard perImage > 0 else { return 0 }
        let step = Int(((now - start) / perImage + TimeTolerance.epsilon).rounded(.down))
        return step % images.count
    }

    private var activeAnimationImages: [UIImage]? {
        if isHighlighted, let highlightedAnimationImages, !highlightedAnimationImages.isEmpty { return highlightedAnimationImages }
        return animationImages
    }

    private func cycleDuration(imageCount: Int) -> TimeInterval {
        animationDuration > 0 ? animationDuration : Double(imageCount) * UIImageView.defaultSecondsPerAnimationImage
    }

    /// A finite animation stops itself at the end of its last cycle, on the runtime clock.
    private func scheduleAnimationEnd() {
        animationEndWork?.cancel()
        animationEndWork = nil
        guard let start = animationStartTime, animationRepeatCount > 0, let images = activeAnimationImages,
              let application = owningApplication else { return }
        let end = start + cycleDuration(imageCount: images.count) * Double(animationRepeatCount)
        animationEndWork = application.scheduler.schedule(
            after: end - application.clock.seconds, label: "\(self.debugName): image animation end"
        ) { [weak self] in
            self?.stopAnimating()
        }
    }

    // MARK: Accessibility

    /// `.image`.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The displayed image's accessibility label.
    open override var defaultAccessibilityLabel: String? { displayedImage?.accessibilityLabel }
}
