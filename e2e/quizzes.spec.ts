import { quizzes } from "./content-data";
import { expect, expectAccessible, test, titled } from "./fixtures";
import { redirectOf } from "./requests";

test.describe("quiz pages", () => {
  for (const quiz of quizzes) {
    test(`${quiz.id}: the question links every answer, and each answer page shows its result`, async ({ page }) => {
      await page.goto(`/quiz/${quiz.id}`);
      await expect(page).toHaveTitle(titled(quiz.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(quiz.title);
      await expect(page.getByRole("main").getByText(quiz.eyebrow, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: quiz.question })).toBeVisible();
      await expect(page.getByText(quiz.code)).toHaveCount(0);
      for (const [key, answer] of Object.entries(quiz.answers)) {
        await expect(page.getByRole("link", { name: answer.text })).toHaveAttribute("href", `/quiz/${quiz.id}/${key}`);
      }

      for (const [key, answer] of Object.entries(quiz.answers)) {
        const response = await page.goto(`/quiz/${quiz.id}/${key}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(titled(quiz.title));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(quiz.title);
        await expect(page.getByText(answer.text, { exact: true })).toBeVisible();
        await expect(page.getByText(answer.description)).toBeVisible();
        await expect(page.getByRole("heading", { name: "Terms & conditions" })).toBeVisible();
        if (answer.correct) {
          await expect(page.getByRole("heading", { name: `Your reward: ${quiz.reward}` })).toBeVisible();
          await expect(page.getByText(quiz.code, { exact: true })).toBeVisible();
          await expect(page.getByText(/One per customer/)).toBeVisible();
        } else {
          await expect(page.getByText(quiz.code)).toHaveCount(0);
          await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `/quiz/${quiz.id}`);
        }
      }
    });
  }

  test("the crossing quiz is not called a Wellington quiz: each hero says which quiz it is", async ({ page }) => {
    await page.goto("/quiz/crossing");
    await expect(page.getByRole("main").getByText("Zebra crossing safe-riding quiz", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(/Wellington safe-riding quiz/)).toHaveCount(0);
  });

  test("choosing a wrong answer, trying again, then the right one reveals the voucher", async ({ page }) => {
    const quiz = quizzes.find((entry) => entry.id === "cuba")!;
    const [right] = Object.values(quiz.answers).filter((answer) => answer.correct);
    const [wrong] = Object.values(quiz.answers).filter((answer) => !answer.correct);
    await page.goto("/quiz/cuba");
    await expectAccessible(page);
    await page.getByRole("link", { name: wrong!.text }).click();
    await expect(page.getByRole("heading", { name: "Not the safest choice" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/quiz\/cuba$/);
    await page.getByRole("link", { name: right!.text }).click();
    await expect(page.getByRole("heading", { name: "You got it!" })).toBeVisible();
    await expect(page.getByText(quiz.code, { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown question goes home and an unknown answer back to its question, with a 307", async ({ request, market }) => {
    const cases: [string, string][] = [
      ["/quiz/no-such-question", "/"],
      ["/quiz", "/"],
      ["/quiz/no-such-question/walking-pace", "/"],
      ["/quiz/cuba/no-such-answer", "/quiz/cuba"],
      ["/quiz/cuba/walking-pace/extra", "/quiz/cuba"],
    ];
    for (const [path, target] of cases) {
      expect(await redirectOf(request, market, path), path).toEqual({ status: 307, location: target });
    }
  });
});
