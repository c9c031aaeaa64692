import Foundation

struct OpenURLNavigationEnvironmentTrigger: NavigationEnvironmentTrigger {
    let url: URL
}
