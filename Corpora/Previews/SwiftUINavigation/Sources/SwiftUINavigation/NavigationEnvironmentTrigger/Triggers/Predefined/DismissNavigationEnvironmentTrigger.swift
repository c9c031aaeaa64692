import Foundation

struct DismissNavigationEnvironmentTrigger: NavigationEnvironmentTrigger {}
