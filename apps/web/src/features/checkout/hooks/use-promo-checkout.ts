// The promo-code flow (purchasing.md section 4): entered, validated, then applied with
// "Get Your Reports Now (FREE)": use the code, record the promo payment, open the reports.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { ZPromoCode } from '@trajectory/contracts/purchasing';
import { latestCompleted, prospectQuestionnairesQueryOptions } from '@/api/get-prospect-questionnaires';
import { errorMessage, isRefusal } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useApplyPromo } from '../api/apply-promo';
import { useRecordPayment } from '../api/record-payment';
import { useValidatePromo } from '../api/validate-promo';
import { MESSAGES } from '../lib/messages';
import { fullStatementsHref, meetingHref } from '@/lib/paths';

export type PromoNotice = { tone: 'error' | 'success'; text: string };

export function usePromoCheckout({ prospect, product }: { prospect: TProspect; product: TProduct }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const validate = useValidatePromo();
  const apply = useApplyPromo();
  const record = useRecordPayment();
  const [code, setCode] = useState('');
  const [validCode, setValidCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<PromoNotice | null>(null);
  // Once the server consumed the code, a retry only records the payment again.
  const [isUsed, setIsUsed] = useState(false);
  const [isRedeeming, setIsRedeeming] = useState(false);
  // Shown under the apply button as well as in a toast.
  const [redeemError, setRedeemError] = useState<string | null>(null);

  const changeCode = (value: string) => {
    setCode(value.toUpperCase());
    if (notice?.tone === 'error') setNotice(null);
  };

  const check = async () => {
    const parsed = ZPromoCode.safeParse(code);
    if (!parsed.success) {
      setNotice({ tone: 'error', text: MESSAGES.promoBlank });
      return;
    }
    try {
      const verdict = await validate.mutateAsync({ code: parsed.data, productId: product.id });
      if (verdict.valid) {
        setValidCode(parsed.data);
        setNotice({ tone: 'success', text: verdict.reason || 'Promo code applied.' });
      } else {
        setNotice({ tone: 'error', text: verdict.reason || MESSAGES.promoInvalid });
      }
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.promoValidateFailed });
    }
  };

  const clear = () => {
    setRedeemError(null);
    setValidCode(null);
    setCode('');
    setNotice(null);
  };

  const redeem = async () => {
    if (!validCode) return;
    setIsRedeeming(true);
    setRedeemError(null);
    try {
      const questionnaires = await queryClient.fetchQuery(prospectQuestionnairesQueryOptions(prospect.id));
      const latest = latestCompleted(questionnaires);
      if (!latest) {
        notify({ title: MESSAGES.noQuestionnaire, variant: 'destructive' });
        setRedeemError(MESSAGES.noQuestionnaire);
        return;
      }
      if (!isUsed) {
        try {
          await apply.mutateAsync({ code: validCode, prospectId: prospect.id, questionnaireId: latest.id });
          setIsUsed(true);
        } catch (err) {
          const isRefused = isRefusal(err);
          const reason = isRefused ? errorMessage(err, MESSAGES.promoUseFailed) : MESSAGES.promoUseFailed;
          notify({ title: MESSAGES.promoUseTitle, description: reason, variant: 'destructive' });
          setRedeemError(`${MESSAGES.promoUseTitle} - ${reason}`);
          return;
        }
      }
      const result = await record.mutateAsync({
        prospectId: prospect.id,
        productCode: product.code,
        paymentMethod: 'promo_code',
      });
      notify({ title: 'Promo Code Applied', description: `${product.name} is yours.`, variant: 'success' });
      await navigate(
        result.requiresMeeting ? meetingHref(prospect.email) : fullStatementsHref(prospect.id, latest.id),
      );
    } catch {
      notify({ title: MESSAGES.promoProcessFailed, variant: 'destructive' });
      setRedeemError(MESSAGES.promoProcessFailed);
    } finally {
      setIsRedeeming(false);
    }
  };

  return {
    code,
    changeCode,
    check,
    clear,
    redeem,
    notice,
    redeemError,
    isValid: validCode !== null,
    isValidating: validate.isPending,
    isRedeeming,
  };
}
