import SwiftUI

#if os(iOS)
/// This is required to enable the back gesture when the navigation bar is hidden (`navigationBarHidden(true)`)
extension UINavigationController: UIGestureRecognizerDelegate {

    override open func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        viewControllers.count > 1
    }

}
#endif
