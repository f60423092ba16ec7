// Any path outside the route table: the page lives in components/layouts, where other features reach it too.
export { NotFoundPage } from '@/components/layouts/not-found-page';
