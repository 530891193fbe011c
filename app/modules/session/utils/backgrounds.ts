/** The backgrounds of the login screens; one is chosen at random for each visit. */
export const backgrounds: readonly string[] = [
  "radial-gradient(circle at 20% 20%, #b2f5ea 0, transparent 45%), radial-gradient(circle at 80% 70%, #81e6d9 0, transparent 40%), linear-gradient(135deg, #234e52, #2c7a7b)",
  "radial-gradient(circle at 75% 25%, #bee3f8 0, transparent 40%), radial-gradient(circle at 25% 80%, #90cdf4 0, transparent 45%), linear-gradient(160deg, #1a365d, #2b6cb0)",
  "radial-gradient(circle at 30% 70%, #fefcbf 0, transparent 40%), radial-gradient(circle at 70% 30%, #fbd38d 0, transparent 45%), linear-gradient(200deg, #7b341e, #c05621)",
  "radial-gradient(circle at 60% 20%, #e9d8fd 0, transparent 40%), radial-gradient(circle at 20% 60%, #d6bcfa 0, transparent 45%), linear-gradient(120deg, #322659, #6b46c1)",
  "radial-gradient(circle at 80% 80%, #c6f6d5 0, transparent 40%), radial-gradient(circle at 15% 30%, #9ae6b4 0, transparent 45%), linear-gradient(150deg, #1c4532, #2f855a)",
];

export function randomBackground(random = Math.random): string {
  return backgrounds[Math.floor(random() * backgrounds.length)] ?? (backgrounds[0] as string);
}
