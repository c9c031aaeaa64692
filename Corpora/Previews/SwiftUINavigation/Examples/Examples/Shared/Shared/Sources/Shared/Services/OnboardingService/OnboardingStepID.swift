public enum OnboardingStepID {
    case question
    case result
}
