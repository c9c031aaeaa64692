#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// What a container of controllers is told when sizes change, as UIKit's `UIContentContainer`.
/// Nothing resizes a rendered frame, so the calls only reach code that makes them itself.
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like.
    var preferredContentSize: CGSize { get }
    /// A child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// The coordinator of a size transition, as UIKit's `UIViewControllerTransitionCoordinator`. No
/// transition runs in a rendered frame, so nothing ever hands one out.
public protocol UIViewControllerTransitionCoordinator: AnyObject {}

extension UIViewController: UIContentContainer {}
#endif
