import Foundation

struct OpenWindowNavigationEnvironmentTrigger: NavigationEnvironmentTrigger {
    let id: String
}
