import Foundation

@available(iOS 17.0, macOS 14.0, *)
struct DismissWindowNavigationEnvironmentTrigger: NavigationEnvironmentTrigger {
    let id: String
}
