public protocol NavigationEnvironmentTrigger {}
